import { downloadBill, getBill, getTransactions } from '@harakeke/contract';
import { addDays, formatDate } from '@harakeke/calendar';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// A downloaded bill is a real PDF (spec 1 §2 bills area, §7 downloads): poppler, as a PDF reader would, finds its
// text and draws its page. poppler-utils comes with `npm test` (scripts/ensure-debian-packages.mjs).
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const { call, get } = useCustomerApi([aroha, tama, ana]);

beforeAll(() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('poppler-utils is missing: run `node scripts/ensure-debian-packages.mjs poppler-utils`.');
  }
});

const work = mkdtempSync(join(tmpdir(), 'bill-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
/** A pattern of text with its amounts: their '$' and '.' stand for themselves. */
const pattern = (text: string) => new RegExp(text.replace(/[$.()]/g, '\\$&'));

/** The customer's newest bill, as getBill answers it, with its statement. */
async function newestBill(as: { id: string }) {
  const today = TEST_TODAY;
  const { transactions } = getTransactions.response.parse(
    await expectOk(await get(as, `${getTransactions.path}?startDate=${addDays(today, -90)}&endDate=${today}`)),
  );
  const billId = transactions.find((row) => row.kind === 'bill')?.billId ?? '';
  return getBill.response.parse(await expectOk(await get(as, getBill.path.replace('{billId}', billId))));
}

/** Downloads a bill in a brand; answers the saved file's path, its file name and the text poppler finds in it. */
async function downloaded(as: { id: string }, billId: string, brand: string) {
  const response = await call(as, 'GET', downloadBill.path.replace('{billId}', billId), undefined, {
    'X-Brand-Id': brand,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  // spec 1 §7: the portal saves the file under the name in content-disposition (filename*, the exact UTF-8 one).
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  const fileName = decodeURIComponent(encoded);
  const path = join(work, `${brand}-${billId}.pdf`);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return { path, fileName, text };
}

describe('a downloaded bill', () => {
  it('is a PDF whose text holds the brand, the customer number, the statement, the total and the due date', async () => {
    const bill = await newestBill(aroha);
    const { fileName, text } = await downloaded(aroha, bill.id, 'kowhai');
    expect(fileName).toBe(`Kōwhai Energy bill 1001234567 ${bill.issueDate}.pdf`);
    // The macron survives: the brand's font is embedded, since Helvetica's WinAnsi encoding has no 'ō'.
    expect(text).toContain('Kōwhai Energy');
    expect(text).toContain('12 Kōwhai Street');
    expect(text).toContain('1001234567');
    // The statement (spec 1 §2 bills area): from the previous balance to the total to pay that getBill's statement
    // answers; the charges add up to this bill's amount.
    expect(text).toMatch(/Previous balance +\$[\d,.]+( CR)?\n/);
    expect(text).toMatch(/Payments and credits received +\$[\d,.]+( CR)?\n/);
    expect(text).toMatch(pattern(`This bill’s charges +${nzd.format(bill.amount)}\n`));
    expect(text).toMatch(pattern(`Total for this bill +${nzd.format(bill.amount)}\n`));
    const { totalDue } = bill.statement;
    expect(text).toMatch(
      totalDue > 0 ? pattern(`Total to pay +${nzd.format(totalDue)}\n`) : /Nothing to pay: your account is/,
    );
    expect(text).toContain(`Due by ${formatDate(bill.dueDate, 'DD MMM YYYY')}`);
    expect(text).toContain(
      `${formatDate(bill.periodStart, 'DD MMM YYYY')} to ${formatDate(bill.periodEnd, 'DD MMM YYYY')}`,
    );
    // Aroha pays by bank transfer: the bill says the ways to pay.
    expect(text).toMatch(/Bank transfer: .*1001234567 as the reference/);
  });

  it('says a bill is taken by the account’s direct debit', async () => {
    const bill = await newestBill(ana);
    const { text } = await downloaded(ana, bill.id, 'kowhai');
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Paid by direct debit: the total to pay, ${nzd.format(bill.statement.totalDue)}, will be taken from your bank ` +
        `account on ${formatDate(bill.dueDate, 'DD MMM YYYY')}`,
    );
    expect(text).not.toContain('Bank transfer');
  });

  it('itemises electricity and gas by rate and names the brand signed in to', async () => {
    const bill = await newestBill(tama);
    const { fileName, text } = await downloaded(tama, bill.id, 'fernlight');
    expect(fileName).toBe(`Fernlight bill 2001234567 ${bill.issueDate}.pdf`);
    expect(text).toContain('Fernlight');
    expect(text).not.toContain('Kōwhai Energy');
    expect(text).toContain(nzd.format(bill.amount));
    expect(text).toMatch(/Electricity energy, peak +\d+\.\d{2} kWh at 32\.50c\/kWh/);
    expect(text).toMatch(/Natural gas energy +\d+\.\d{2} kWh at 11\.80c\/kWh/);
    expect(text).toContain('Natural gas daily fixed charge');
    // Two sites with electricity, the home and the sleepout: each site's lines come under its address.
    expect(text).toMatch(/\n48 Rimu Road, Kelburn, Wellington 6012\n +Electricity energy, peak /);
    expect(text).toMatch(/\n48A Rimu Road, Kelburn, Wellington 6012\n +Electricity energy, peak /);
    // Tama's first bills call generates three years of readings for each of his supplies (server/src/readings).
  }, 90_000);

  it('renders its page as an image', async () => {
    const bill = await newestBill(aroha);
    const { path } = await downloaded(aroha, bill.id, 'kowhai');
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', path, join(work, 'page')]);
    // pdftoppm numbers its pages ('page-1.png'); a blank A4 page at 50 dpi is about 2 KB, this one has a chart.
    expect(statSync(join(work, 'page-1.png')).size).toBeGreaterThan(8_000);
  });
});
