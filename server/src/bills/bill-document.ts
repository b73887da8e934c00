import type { Bill } from '@harakeke/contract';
import { simplePdf, type PdfLine } from './simple-pdf.js';
import { longDate, nzd } from '../format.js';

const supplyNames = { electricity: 'Electricity', naturalGas: 'Natural gas' } as const;

export interface BillDocument {
  brandName: string;
  customerNumber: string;
  owner: string;
  address: string;
  bill: Bill;
}

/** The file name a downloaded bill is saved under. */
export function billFileName(document: Pick<BillDocument, 'brandName' | 'customerNumber' | 'bill'>): string {
  return `${document.brandName} bill ${document.customerNumber} ${document.bill.issueDate}.pdf`;
}

/** A bill as a one-page PDF: who, when, what for, and the charges that add up to the amount. */
export function billPdf({ brandName, customerNumber, owner, address, bill }: BillDocument): Uint8Array {
  const lines: PdfLine[] = [
    { text: brandName, x: 50, y: 60, size: 20, bold: true },
    { text: 'Tax invoice', x: 50, y: 90, size: 14 },
    { text: owner, x: 50, y: 130 },
    { text: address, x: 50, y: 145 },
    { text: `Customer number ${customerNumber}`, x: 350, y: 130 },
    { text: `Bill number ${bill.id}`, x: 350, y: 145 },
    { text: `Issued ${longDate(bill.issueDate)}`, x: 350, y: 160 },
    { text: `Period ${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`, x: 50, y: 200, bold: true },
  ];
  let y = 230;
  const row = (label: string, amount: number, bold = false) => {
    lines.push({ text: label, x: 50, y, bold }, { text: nzd.format(amount), x: 450, y, bold });
    y += 18;
  };
  for (const supply of bill.supplies) {
    row(`${supplyNames[supply.supplyType]} at ${supply.address} (${supply.kwh.toFixed(2)} kWh)`, supply.amount);
  }
  y += 12;
  row('Energy', bill.items.energy);
  row('Daily fixed charges', bill.items.dailyCharge);
  row('Levies', bill.items.levies);
  row('GST (15%)', bill.items.gst);
  if (bill.items.discounts) row('Discounts', -bill.items.discounts);
  if (bill.items.powershoutCredits) row('PowerShout credits', -bill.items.powershoutCredits);
  y += 6;
  row('Total for this bill', bill.amount, true);
  lines.push({ text: `Due ${longDate(bill.dueDate)}`, x: 50, y: y + 20, bold: true });
  return simplePdf(lines, `${brandName} bill ${bill.id}`);
}
