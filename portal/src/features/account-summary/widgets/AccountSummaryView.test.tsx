import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountSummaryExamples as examples } from './AccountSummary.examples.js';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('AccountSummaryView', () => {
  it('shows the customer number, the property by nickname and address, and its supplies with their plans', () => {
    renderInBrand(examples.Ready.render());
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeVisible();
    expect(valueOf('Customer number')).toHaveTextContent('1001234567');
    expect(valueOf('Property')).toHaveTextContent('Home12 Kōwhai Street, Ponsonby, Auckland 1011');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Electricity: Everyday Saver',
      'Natural gas: Gas Standard',
    ]);
    expect(screen.queryByText('Buying group')).not.toBeInTheDocument();
  });

  it('names the buying group of an account in one', () => {
    renderInBrand(examples.BuyingGroup.render());
    expect(valueOf('Buying group')).toHaveTextContent('Harbour Business Collective');
    expect(valueOf('Property')).toHaveTextContent('Unit 4, 210 Great South Road, Penrose, Auckland 1061');
  });

  it('says when no property is selected', () => {
    renderInBrand(examples.NoProperty.render());
    expect(valueOf('Property')).toHaveTextContent('No property selected');
    expect(valueOf('Supplies')).toHaveTextContent('None at this property');
  });

  it('shows loading, empty and error states', () => {
    renderInBrand(examples.Loading.render());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
    renderInBrand(examples.Empty.render());
    expect(screen.getByText('There’s no account selected on this login yet.')).toBeVisible();
    renderInBrand(examples.Error.render());
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
