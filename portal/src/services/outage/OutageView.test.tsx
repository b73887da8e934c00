import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import type { BrandId } from '@harakeke/themes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutageView } from './OutageView.js';

// spec 1 §2: while an outage is on every address leads to /outage and the footer is hidden, so the page itself says
// whose portal it is and how to reach the company.
describe.each<[BrandId, string, string]>([
  ['kowhai', 'Kōwhai Energy', 'care@kowhaienergy.example'],
  ['fernlight', 'Fernlight', 'help@fernlight.example'],
])('/outage in %s', (brand, brandName, email) => {
  it('names the brand and gives its phone and e-mail', () => {
    renderInBrand(<OutageView outage={{ period: 'tonight', outageDurationText: '1 hour' }} />, { brand });
    const card = screen.getByRole('region', { name: 'We’re doing some maintenance' });
    expect(within(card).getByText(brandName)).toBeVisible();
    expect(card).toHaveTextContent('The portal is unavailable tonight.');
    expect(card).toHaveTextContent(`Need help with your account? Call us on 0800 086 400 or email ${email}.`);
    // No-break spaces keep the number on one line.
    expect(within(card).getByRole('link', { name: '0800\u00a0086\u00a0400' })).toHaveAttribute(
      'href',
      'tel:0800086400',
    );
    expect(within(card).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });
});
