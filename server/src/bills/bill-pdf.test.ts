import { datesBetween } from '@harakeke/calendar';
import type { Bill } from '@harakeke/contract';
import { brands, type Brand } from '@harakeke/themes';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nzdOf } from '../amounts.js';
import { dayCost, tariffs } from '../tariffs/tariffs.js';
import type { AutomaticPayment, BillDocument, BillStatement, SupplyDays } from './bill-document.js';
import { billPdf, CHARGES_ROUNDING_NOTE } from './bill-pdf.js';
import { keptBillPdf } from './drawn-bills.js';

// What a bill's PDF says and how it is tagged (spec 1 §2 bills area), read back as a reader would: poppler's
// pdftotext for its text, pdfinfo for its tags and structure. server/test/bill-pdf.test.ts downloads one through the
// API.

beforeAll(() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('poppler-utils is missing: run `node scripts/ensure-debian-packages.mjs poppler-utils`.');
  }
});

const work = mkdtempSync(join(tmpdir(), 'bill-pdf-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const home = '48 Rimu Road, Kelburn, Wellington 6012';
const sleepout = '48A Rimu Road, Kelburn, Wellington 6012';
const sites = [
  { supplyPointId: 'sp-home-e', supplyType: 'electricity', address: home },
  { supplyPointId: 'sp-home-g', supplyType: 'naturalGas', address: home },
  { supplyPointId: 'sp-sleepout-e', supplyType: 'electricity', address: sleepout },
] as const;

/** Thirty days of each supply's readings, every one different, the fourth day partly estimated. */
const usage: SupplyDays[] = sites.map(({ supplyPointId, supplyType }, site) => ({
  supplyPointId,
  supplyType,
  days: datesBetween('2026-10-16', '2026-11-14').map((date, day) => ({
    date,
    peakKwh: 5 + ((day * 7 + site * 3) % 5) + site * 0.37,
    offPeakKwh: 4 + ((day * 3) % 4) * 0.5,
    halfHours: 48,
    missing: 0,
    estimated: day === 3 ? 2 : 0,
    revised: 0,
  })),
}));

/** The bill bills.ts composes from those days: each day costed by dayCost, less its credits. */
function billOf(creditCents: number): Bill {
  const sum = { energyCents: 0, dailyChargeCents: 0, leviesCents: 0, gstCents: 0, totalCents: 0 };
  const supplies = sites.map((site, index) => {
    let totalCents = 0;
    let kwh = 0;
    for (const reading of usage[index]?.days ?? []) {
      const cost = dayCost(tariffs[site.supplyType], reading.peakKwh, reading.offPeakKwh);
      for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += cost[key];
      totalCents += cost.totalCents;
      kwh += reading.peakKwh + reading.offPeakKwh;
    }
    return { ...site, kwh: Math.round(kwh * 100) / 100, amount: nzdOf(totalCents) };
  });
  return {
    id: 'B2001-20261117',
    issueDate: '2026-11-17',
    dueDate: '2026-12-01',
    periodStart: '2026-10-16',
    periodEnd: '2026-11-14',
    amount: nzdOf(sum.totalCents - creditCents),
    items: {
      energy: nzdOf(sum.energyCents),
      dailyCharge: nzdOf(sum.dailyChargeCents),
      levies: nzdOf(sum.leviesCents),
      gst: nzdOf(sum.gstCents),
      discounts: 0,
      powershoutCredits: nzdOf(creditCents),
    },
    supplies,
  };
}

const nzd = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD' });
const money = (cents: number) => nzd.format(cents / 100);
/** A money amount in a pattern: '$1,653.09' with its '$' and '.' escaped. */
const amount = (cents: number) => money(cents).replace(/[$.]/g, '\\$&');

/** Tama's sleepout and home on one bill, with a statement that brings the previous bill forward. */
function documentOf({
  brand = brands.kowhai,
  automaticPayment = null,
  previousBalanceCents = 84983,
  paymentsCents = -30000,
}: {
  brand?: Brand;
  automaticPayment?: AutomaticPayment;
  previousBalanceCents?: number;
  paymentsCents?: number;
} = {}): BillDocument {
  const bill = billOf(137);
  const chargesCents = Math.round(bill.amount * 100);
  const statement: BillStatement = {
    previousBalanceCents,
    paymentsCents,
    chargesCents,
    totalDueCents: previousBalanceCents + paymentsCents + chargesCents,
  };
  return {
    brand,
    customerNumber: '2001234567',
    owner: 'Tama James Wiremu',
    address: home,
    bill,
    usage,
    statement,
    automaticPayment,
  };
}

let files = 0;
/** The document's PDF saved to a file, with the text `pdftotext -layout` finds in it. */
async function rendered(document: BillDocument) {
  const path = join(work, `bill-${++files}.pdf`);
  writeFileSync(path, await billPdf(document));
  return { path, text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }) };
}

describe('a bill’s PDF', () => {
  it('states the account from the previous balance to the total to pay, shown with its due date', async () => {
    const document = documentOf();
    const { statement } = document;
    const { text } = await rendered(document);
    expect(text).toMatch(/Previous balance +\$849\.83\n/);
    expect(text).toMatch(/Payments and credits received +\$300\.00 CR\n/);
    expect(text).toMatch(/Balance carried forward +\$549\.83\n/);
    expect(text).toMatch(new RegExp(`This bill’s charges +${amount(statement.chargesCents)}\\n`));
    // What the customer pays is the account's total, not only this bill's charges.
    expect(statement.totalDueCents).toBe(549_83 + statement.chargesCents);
    expect(text).toMatch(new RegExp(`Total to pay +${amount(statement.totalDueCents)}\\n`));
    expect(text).toContain('Due by 01 Dec 2026');
    expect(text).not.toContain('Total due');
    // The charges add up to this bill's charges.
    expect(text).toMatch(new RegExp(`Total for this bill +${amount(statement.chargesCents)}\\n`));
  });

  it('says the account is in credit, and that nothing needs paying, when the total is not above zero', async () => {
    const document = documentOf({ previousBalanceCents: 0, paymentsCents: -200_000 });
    const { text } = await rendered(document);
    const creditCents = -document.statement.totalDueCents;
    expect(creditCents).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`Balance in credit +${amount(creditCents)} CR\\n`));
    expect(text).toContain('Nothing to pay: your account is in credit.');
    expect(text).toContain(`Nothing needs paying: your account is ${money(creditCents)} in credit.`);
    expect(text).not.toContain('Total to pay');
    expect(text).not.toContain('Bank transfer');
  });

  it('says how the bill is paid: by direct debit or card on the due date, else the ways to pay', async () => {
    const total = money(documentOf().statement.totalDueCents);
    // A sentence may be broken across lines: read it as one.
    const prose = async (document: BillDocument) => (await rendered(document)).text.replace(/\s+/g, ' ');

    const byDirectDebit = await prose(documentOf({ automaticPayment: 'directDebit' }));
    expect(byDirectDebit).toContain(
      `Paid by direct debit: the total to pay, ${total}, will be taken from your bank account on 01 Dec 2026, the due ` +
        'date. There is nothing you need to do.',
    );
    expect(byDirectDebit).not.toContain('set it up');
    expect(byDirectDebit).not.toContain('Bank transfer');

    const byCard = await prose(documentOf({ automaticPayment: 'creditCard' }));
    expect(byCard).toContain(
      `Paid by credit card: the total to pay, ${total}, will be charged to the card on file on 01 Dec 2026, the due ` +
        'date. There is nothing you need to do.',
    );
    expect(byCard).not.toContain('Bank transfer');

    const byHand = await prose(documentOf({ automaticPayment: null }));
    expect(byHand).toContain(
      'Direct debit: set it up in the portal under Payment Options and each bill is paid on its due date.',
    );
    expect(byHand).toContain('Card: pay now in the portal, on the Bills tab.');
    expect(byHand).toContain(
      'Bank transfer: pay Kōwhai Energy from your bank, with your customer number 2001234567 as the reference.',
    );
    expect(byHand).not.toContain('Paid by');
  });

  it('names the lines of each site by its address when the account has two of a supply type', async () => {
    const { text } = await rendered(documentOf());
    // Each site's address heads its lines: the home's electricity and gas, then the sleepout's electricity.
    expect(text).toMatch(
      new RegExp(
        `\\n${home}\\n +Electricity energy, peak .*\\n +Electricity energy, off-peak .*\\n` +
          ' +Electricity daily fixed charge .*\\n +Natural gas energy .*\\n +Natural gas daily fixed charge .*\\n' +
          `${sleepout}\\n +Electricity energy, peak .*\\n +Electricity energy, off-peak .*\\n` +
          ' +Electricity daily fixed charge .*\\nLevies ',
      ),
    );
  });

  it('says under the charges why a line need not be its kWh times its rate exactly', async () => {
    const { text } = await rendered(documentOf());
    expect(text).toMatch(/Total for this bill +\$[\d,.]+\n+ *Each day is charged to the cent/);
    expect(text.replace(/\s+/g, ' ')).toContain(CHARGES_ROUNDING_NOTE);
  });

  it('names the loyalty-currency credits as the brand does (spec 1 §2)', async () => {
    const kowhai = await rendered(documentOf({ brand: brands.kowhai }));
    expect(kowhai.text).toMatch(/Happy Hour credits +-\$1\.37\n/);
    expect(kowhai.text).not.toContain('PowerShout');
    const fernlight = await rendered(documentOf({ brand: brands.fernlight }));
    expect(fernlight.text).toMatch(/PowerShout credits +-\$1\.37\n/);
    expect(fernlight.text).not.toContain('Happy Hour');
  });

  it('is a tagged PDF in en-NZ: headings, tables, and the chart a figure with a summary', async () => {
    const { path, text } = await rendered(documentOf());
    expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toMatch(/^Tagged: +yes$/m);
    // pdfkit writes the catalog and the structure elements uncompressed.
    const raw = readFileSync(path, 'latin1');
    expect(raw).toMatch(/\/Type \/Catalog[^]*?\/Lang \(en-NZ\)/);
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/DisplayDocTitle true');
    expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
    expect(raw).toMatch(
      new RegExp(
        '/S /Figure[^]*?/Alt \\(Daily use chart, 16 Oct 2026 to 14 Nov 2026: [\\d.]+ kWh of electricity and natural ' +
          'gas in all; .*highest [\\d.]+ kWh on \\d\\d \\w{3} 2026; 1 day estimated\\.\\)',
      ),
    );

    const structure = execFileSync('pdfinfo', ['-struct-text', path], { encoding: 'utf8' });
    const elements = (tag: string) => structure.match(new RegExp(`^ *${tag}\\b`, 'gm'))?.length ?? 0;
    expect(structure).toMatch(/^Document\n {2}H1/);
    expect(structure).toMatch(/H2 \(block\)\n +"Your account"/);
    expect(structure).toMatch(/H2 \(block\)\n +"Your charges"/);
    expect(structure).toMatch(/H2 \(block\)\n +"How to pay"/);
    expect(elements('Table')).toBe(3);
    expect(elements('Figure')).toBe(1);
    // A charge is a row: its label the row's header, then its details and amount.
    expect(structure).toMatch(/TH:\n +\/Scope \/Row\n +"Total to pay"\n +TD\n +"\$[\d,.]+"/);
    expect(structure).toMatch(
      /TH:\n +\/Scope \/Row\n +"Natural gas energy"\n +TD\n +"[\d.]+ kWh at 11\.80c\/kWh"\n +TD\n +"\$/,
    );
    expect(structure).toMatch(/\/ColSpan 3\n +"48A Rimu Road, Kelburn, Wellington 6012"/);
    // The page's footer is an artifact: on the page, not in the structure a screen reader reads.
    expect(text).toContain('Kōwhai Energy · Customer number 2001234567 · Bill B2001-20261117');
    expect(structure).not.toContain('·');
  });
});

describe('a bill drawn before', () => {
  it('is not drawn again for the same bill, brand and statement, and is when any of them changed', async () => {
    const first = await keptBillPdf(documentOf());
    expect(await keptBillPdf(documentOf())).toBe(first);
    const changed = await keptBillPdf(documentOf({ previousBalanceCents: 0, paymentsCents: -200_000 }));
    expect(changed).not.toBe(first);
    expect(await keptBillPdf({ ...documentOf(), brand: brands.fernlight })).not.toBe(first);
  });
});
