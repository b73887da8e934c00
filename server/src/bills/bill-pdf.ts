import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { longDate, nzd } from '../format.js';
import { brandFonts, runsOf } from './bill-fonts.js';
import { billChargeLines, billDailyUse, supplyNames, type BillDocument, type DailyUse } from './bill-document.js';

/*
 * A bill as a one-page A4 PDF (spec 1 §2 bills area): the brand's name, colours and font, who and where, the period,
 * every charge adding up to the amount, when and how to pay, and the period's daily use. Text is real text, so it can
 * be searched, copied and read aloud; it is set in the brand's font (bill-fonts.ts says why not Helvetica).
 */

const page = { width: 595.28, height: 841.89, margin: 50 };
const contentWidth = page.width - 2 * page.margin;
const right = page.width - page.margin;

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where x is: the text's start (default) or its end. */
  align?: 'left' | 'right';
}

/** Lets other requests in between the parts of a bill: drawing one is quick, but the server is shared. */
const yieldToOthers = () => nextTurn();

/** Money as spec 1 §9 writes it: NZD with 2 decimals, '$123.45'. */
const money = (cents: number) => nzd.format(cents / 100);

/** The bill's PDF file. */
export async function billPdf(document: BillDocument): Promise<Uint8Array> {
  const { brand, bill } = document;
  const { lines, totalCents } = billChargeLines(bill, document.usage);
  const color = brand.tokens.color;
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: {
      Title: `${brand.name} bill ${bill.id}`,
      Author: brand.name,
      Subject: `Bill for ${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  for (const [name, font] of Object.entries(brandFonts(brand))) {
    // pdfkit takes a font fontkit has parsed as it takes a file (its PDFFontFactory.open uses any source with a
    // layout method as the font); its types name only files, hence the cast.
    doc.registerFont(name, font as unknown as Buffer);
  }

  const widthOf = (text: string, { size = 10, bold = false }: TextStyle = {}) =>
    runsOf(text).reduce(
      (width, run) =>
        width +
        doc
          .font(`${bold ? 'bold' : 'regular'}-${run.subset}`)
          .fontSize(size)
          .widthOfString(run.text),
      0,
    );
  /** One line of text at (x, y), the top of its line box. */
  const write = (text: string, x: number, y: number, style: TextStyle = {}) => {
    const { size = 10, bold = false, color: fill = color.text, align = 'left' } = style;
    let at = align === 'right' ? x - widthOf(text, style) : x;
    doc.fillColor(fill);
    for (const run of runsOf(text)) {
      doc
        .font(`${bold ? 'bold' : 'regular'}-${run.subset}`)
        .fontSize(size)
        .text(run.text, at, y, { lineBreak: false });
      at += doc.widthOfString(run.text);
    }
  };
  const rule = (y: number, stroke = color.divider) =>
    doc.moveTo(page.margin, y).lineTo(right, y).lineWidth(0.75).strokeColor(stroke).stroke();

  // The brand's band: its name on its primary colour, underlined in its accent.
  doc.rect(0, 0, page.width, 84).fill(color.primary);
  doc.rect(0, 84, page.width, 4).fill(color.accent);
  write(brand.name, page.margin, 28, { size: 22, bold: true, color: color.onPrimary });
  write('Tax invoice', right, 34, { size: 14, color: color.onPrimary, align: 'right' });

  // Who and where, and which bill.
  let y = 112;
  write(document.owner, page.margin, y, { size: 11, bold: true });
  write(document.address, page.margin, y + 16, { color: color.textMuted });
  const facts: Array<[string, string]> = [
    ['Customer number', document.customerNumber],
    ['Bill number', bill.id],
    ['Issue date', longDate(bill.issueDate)],
    ['Bill period', `${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`],
  ];
  facts.forEach(([label, value], index) => {
    write(label, 330, y + index * 16, { color: color.textMuted });
    write(value, right, y + index * 16, { bold: true, align: 'right' });
  });

  // What is owed and by when.
  y = 190;
  doc.rect(page.margin, y, contentWidth, 58).fill(color.surfaceAccent);
  write('Total due', page.margin + 14, y + 12, { size: 12 });
  write(`Due by ${longDate(bill.dueDate)}`, page.margin + 14, y + 32, { size: 12, bold: true });
  write(money(totalCents), right - 14, y + 14, { size: 24, bold: true, color: color.primaryStrong, align: 'right' });
  await yieldToOthers();

  // The charges, adding up to the total.
  y = 272;
  write('Your charges', page.margin, y, { size: 13, bold: true, color: color.primary });
  y += 24;
  for (const line of lines) {
    write(line.label, page.margin, y);
    if (line.detail) write(line.detail, 250, y, { color: color.textMuted });
    write(money(line.cents), right, y, { align: 'right' });
    y += 17;
  }
  rule(y - 2, color.text);
  write('Total for this bill', page.margin, y + 5, { bold: true });
  write(money(totalCents), right, y + 5, { bold: true, align: 'right' });
  await yieldToOthers();

  // The period's daily use.
  y += 40;
  write('Your daily use', page.margin, y, { size: 13, bold: true, color: color.primary });
  y = drawDailyUse(billDailyUse(bill, document.usage), y + 22, { doc, write, brand: document.brand });
  await yieldToOthers();

  // How to pay.
  y += 22;
  write('How to pay', page.margin, y, { size: 13, bold: true, color: color.primary });
  const ways = [
    'Direct debit: set it up in the portal under Payment Options and each bill is paid on its due date.',
    'Card: pay now in the portal, on the Bills tab.',
    `Bank transfer: pay ${brand.name} from your bank, with your customer number ${document.customerNumber} as the reference.`,
  ];
  ways.forEach((way, index) => write(way, page.margin, y + 22 + index * 16));

  rule(page.height - 62);
  write(`${brand.name} · Customer number ${document.customerNumber} · Bill ${bill.id}`, page.margin, page.height - 54, {
    size: 8,
    color: color.textMuted,
  });

  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const chart = { height: 90, barShare: 0.7 };

/**
 * Bars per day of the period, electricity below natural gas, in the brand's chart colours; estimated days faded
 * (spec 1 §9). Answers the y below the chart.
 */
function drawDailyUse(
  days: readonly DailyUse[],
  top: number,
  {
    doc,
    write,
    brand,
  }: {
    doc: PDFKit.PDFDocument;
    write: (text: string, x: number, y: number, style?: TextStyle) => void;
    brand: BillDocument['brand'];
  },
): number {
  const { chart: palette, color } = brand.tokens;
  const most = Math.max(0, ...days.map((day) => day.kwh.electricity + day.kwh.naturalGas));
  const baseline = top + chart.height;
  const slot = contentWidth / Math.max(1, days.length);
  const barWidth = slot * chart.barShare;
  const scale = most > 0 ? chart.height / most : 0;
  doc.rect(page.margin, top, contentWidth, chart.height).fill(palette.guideBand);
  days.forEach((day, index) => {
    const x = page.margin + index * slot + (slot - barWidth) / 2;
    let stacked = baseline;
    for (const type of ['electricity', 'naturalGas'] as const) {
      const height = day.kwh[type] * scale;
      if (height <= 0) continue;
      stacked -= height;
      doc
        .fillOpacity(day.estimated ? 0.45 : 1)
        .rect(x, stacked, barWidth, height)
        .fill(palette[type]);
    }
  });
  doc.fillOpacity(1);
  doc.moveTo(page.margin, baseline).lineTo(right, baseline).lineWidth(0.75).strokeColor(color.border).stroke();
  write(`Most in a day: ${most.toFixed(2)} kWh`, right, top - 14, { size: 8, color: color.textMuted, align: 'right' });
  const first = days[0];
  const last = days.at(-1);
  if (first) write(longDate(first.date), page.margin, baseline + 4, { size: 8, color: color.textMuted });
  if (last) write(longDate(last.date), right, baseline + 4, { size: 8, color: color.textMuted, align: 'right' });
  const shown = (['electricity', 'naturalGas'] as const).filter((type) => days.some((day) => day.kwh[type] > 0));
  let x = page.margin + 150;
  for (const type of shown) {
    doc.rect(x, baseline + 6, 8, 8).fill(palette[type]);
    write(supplyNames[type], x + 12, baseline + 4, { size: 8, color: color.textMuted });
    x += 90;
  }
  if (days.some((day) => day.estimated)) {
    write('Faded: estimated', x, baseline + 4, { size: 8, color: color.textMuted });
  }
  return baseline + 18;
}
