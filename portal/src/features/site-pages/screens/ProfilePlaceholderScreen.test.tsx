import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfilePlaceholderPage } from '../profile-placeholder-pages.js';
import { ProfilePlaceholderScreen } from './ProfilePlaceholderScreen.js';

// Each page's heading and what is coming to it, written out here so a change of copy is a change of this table.
const pages: Array<[page: ProfilePlaceholderPage, title: string, coming: string]> = [
  [
    'loyaltyCard',
    'Loyalty card settings',
    'Link your Flybuys card to your account, see which card is linked, or unlink it. We’ll also tell you here if your account can’t have a card linked.',
  ],
  [
    'homeProfile',
    'Home profile',
    'Answer a few questions about your home, such as its type, size and age, who lives there and how you heat it and your water, to unlock your home comparison and the breakdown of your usage. On a business account you’ll answer questions about your business instead: its industry, size, sites and the equipment that uses energy.',
  ],
  [
    'powershout',
    'PowerShout',
    'See your PowerShout balance and when it expires, accept offers, book when to use your PowerShout at your property, and look back over your history.',
  ],
  [
    'donate',
    'Donate',
    'Give to the cause we support: choose a donation option, and see a donation that’s still being processed.',
  ],
  [
    'movingHouse',
    'Moving house',
    'Tell us you’re moving: your current and new addresses and moving dates, the energy you’ll need at your new place, how to reach you, and anything we should know there, such as medical support that needs power, access to the meter or a dog on site.',
  ],
  ['friendGetFriend', 'Refer a friend', 'Your own link to share with friends and family who’d like to join us.'],
];

describe('ProfilePlaceholderScreen', () => {
  it.each(pages)('%s: says what is coming to that page, and where the settings live now', (page, title, coming) => {
    renderInBrand(<ProfilePlaceholderScreen page={page} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const card = screen.getByRole('region', { name: 'Coming to this page soon' });
    expect(within(card).getByText(coming)).toBeVisible();
    // What Profile's placeholder used to promise lives elsewhere now: said with links, never promised here.
    expect(card).not.toHaveTextContent(/contact numbers, payment options and preferences/);
    expect(within(card).getByRole('link', { name: 'Account details' })).toHaveAttribute('href', '/account/profile');
    expect(within(card).getByRole('link', { name: 'Payment options' })).toHaveAttribute(
      'href',
      '/account/profile/payment-options',
    );
    expect(within(card).getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/account/dashboard',
    );
  });
});
