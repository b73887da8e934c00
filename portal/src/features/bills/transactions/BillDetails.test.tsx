import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import type { BrandId } from '@harakeke/themes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { BillDetails } from './BillDetails.js';
import { demoBill } from './transaction-fixtures.js';

const ignore = () => undefined;

// spec 1 §2: each brand names the loyalty-currency credit its own way, and View bill's line says it as the PDF does.
describe.each<[BrandId, string]>([
  ['kowhai', 'Happy Hour credits'],
  ['fernlight', 'PowerShout credits'],
])('the bill in %s', (brand, creditLine) => {
  it(`takes the credit off as '${creditLine}'`, () => {
    renderInBrand(
      <BillDetails load={{ status: 'ready', data: demoBill }} pdfStatus={IDLE_MUTATION} onDownloadPdf={ignore} />,
      {
        brand,
      },
    );
    const charges = screen.getByRole('table', { name: 'Charges' });
    const line = within(charges).getByRole('row', { name: new RegExp(`^${creditLine} `) });
    expect(within(line).getByRole('rowheader')).toHaveTextContent(creditLine);
    expect(line).toHaveTextContent('$3.50');
  });

  it('has no credit line on a bill without credits', () => {
    renderInBrand(
      <BillDetails
        load={{ status: 'ready', data: { ...demoBill, items: { ...demoBill.items, powershoutCredits: 0 } } }}
        pdfStatus={IDLE_MUTATION}
        onDownloadPdf={ignore}
      />,
      { brand },
    );
    expect(within(screen.getByRole('table', { name: 'Charges' })).queryByText(creditLine)).not.toBeInTheDocument();
  });
});

// spec 1 §2: a bill states what was owed when it was issued, the same figures as the PDF and the API.
describe('the bill’s statement', () => {
  it('shows the previous balance, the payments since, this bill and the total to pay', () => {
    renderInBrand(
      <BillDetails load={{ status: 'ready', data: demoBill }} pdfStatus={IDLE_MUTATION} onDownloadPdf={ignore} />,
    );
    const statement = screen.getByRole('table', { name: 'What you owed when this bill was issued' });
    expect(within(statement).getByRole('row', { name: /^Previous balance/ })).toHaveTextContent('$201.85');
    expect(within(statement).getByRole('row', { name: /^Payments and credits received/ })).toHaveTextContent(
      '−$189.55 credit',
    );
    expect(within(statement).getByRole('row', { name: /^This bill/ })).toHaveTextContent('$184.52');
    expect(within(statement).getByRole('row', { name: /^Total to pay/ })).toHaveTextContent('$196.82');
  });

  it('says the account was in credit when nothing was to pay', () => {
    const inCredit = { ...demoBill, statement: { previousBalance: -250, paymentsReceived: 0, totalDue: -65.48 } };
    renderInBrand(
      <BillDetails load={{ status: 'ready', data: inCredit }} pdfStatus={IDLE_MUTATION} onDownloadPdf={ignore} />,
    );
    const statement = screen.getByRole('table', { name: 'What you owed when this bill was issued' });
    expect(within(statement).getByRole('row', { name: /^In credit/ })).toHaveTextContent('−$65.48 credit');
  });
});
