import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.js';
import { heroMessageExamples as examples } from './HeroMessage.examples.js';
import { HeroMessageView } from './HeroMessageView.js';

describe('HeroMessageView', () => {
  it('shows the server’s greeting as its title, the message and its action', () => {
    renderInBrand(examples.Ready.render());
    expect(screen.getByRole('heading', { level: 2, name: 'Kia ora Aroha' })).toBeVisible();
    expect(screen.getByText('Your bill of $184.52 is due on 1 December 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View your bill' })).toHaveAttribute('href', '/account/bill');
  });

  it('leads an overdue hero’s Pay now to the card payment, open on the Bills tab, as the server links it', () => {
    renderInBrand(examples.Overdue.render());
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/account/bill?pay=now');
  });

  it('shows no link for an action that is not a portal path or an https address', () => {
    renderInBrand(
      <HeroMessageView
        load={{
          status: 'ready',
          data: { title: 'Kia ora', message: 'Hello.', action: { label: 'Click', href: 'javascript:alert(1)' } },
        }}
      />,
    );
    expect(screen.getByText('Hello.')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows loading, empty and error states under its own title', () => {
    renderInBrand(examples.Loading.render());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your update');
    renderInBrand(examples.Empty.render());
    expect(screen.getByText('There’s no news for you right now.')).toBeVisible();
    renderInBrand(examples.Error.render());
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(screen.getAllByRole('heading', { name: 'Your update' })).toHaveLength(3);
  });
});

describe('safeHref', () => {
  it.each([
    ['/account/bill', '/account/bill'],
    ['https://example.nz/help', 'https://example.nz/help'],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['http://example.nz', null],
    ['not a url', null],
  ])('%s → %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
