import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { longDate, nzd } from '../format.js';
import { brandFonts, runsOf } from './bill-fonts.js';
import {
  billChargeLines,
  billDailyUse,
  billStatementLines,
  dailyUseSummary,
  howToPay,
  supplyNames,
  type BillDocument,
  type DailyUse,
} from './bill-document.js';

/*
 * A bill as an A4 PDF (spec 1 §2 bills area): the brand's name, colours and font, who and where, the period, the
 * statement of the account ending in the total to pay and its due date, every charge adding up to this bill's
 * charges, how it is paid, and the period's daily use. Text is real text, so it can be searched, copied and read
 * aloud; it is set in the brand's font (bill-fonts.ts says why not Helvetica).
 *
 * The file is tagged (PDF/UA, ISO 14289-1): its language is en-NZ (spec 1 §9 locale), a viewer shows its title, and
 * its structure tree gives a screen reader the reading order, headings, tables with their header cells, and the chart
 * as a figure with a summary in words; the brand's band, rules, boxes and page footers are artifacts, which it skips.
 */

const page = { width: 595.28, height: 841.89, margin: 50 };
const contentWidth = page.width - 2 * page.margin;
const right = page.width - page.margin;
/** Where the content of a page ends: below it is the footer. */
const contentBottom = page.height - 76;
/** The height of a table's row of 10-point text. */
const rowHeight = 14;
/** The height of a line of a paragraph of 10-point text. */
const leading = 14.5;

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  /** Where x is: the text's start (default) or its end. */
  align?: 'left' | 'right';
}

/**
 * A structure element's options as pdfkit 0.20 reads them: @types/pdfkit (0.17) lacks a table cell's scope and a
 * figure's bounding box (ISO 32000-1 §14.8.5.7 table and §14.8.5.4 layout attributes).
 */
interface StructOptions extends PDFKit.Mixins.StructureElementOptions {
  scope?: 'Row' | 'Column';
  /** [left, top, right, bottom] in points from the page's top left. */
  bbox?: [number, number, number, number];
}

/** The element's dictionary, which pdfkit keeps but its types do not name. */
interface StructDictionary {
  dictionary: { data: { A?: Record<string, unknown> } };
}

/** Lets other requests in between the parts of a bill: drawing one is quick, but the server is shared. */
const yieldToOthers = () => nextTurn();

/** Money as spec 1 §9 writes it: NZD with 2 decimals, '$123.45'. */
const money = (cents: number) => nzd.format(cents / 100);
/** A statement's amount the way bills print a balance: a credit is '$849.83 CR'. */
const balanceMoney = (cents: number) => (cents < 0 ? `${money(-cents)} CR` : money(cents));

/** The bill's PDF file. */
export async function billPdf(document: BillDocument): Promise<Uint8Array> {
  const { brand, bill } = document;
  const { lines, totalCents } = billChargeLines(bill, document.usage, brand);
  const statement = billStatementLines(document.statement, totalCents);
  const toPayCents = document.statement.totalDueCents;
  const days = billDailyUse(bill, document.usage);
  const color = brand.tokens.color;
  const options: PDFKit.PDFDocumentOptions = {
    size: 'A4',
    margin: page.margin,
    // PDF/UA-1 is defined on PDF 1.7 (ISO 32000-1).
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-NZ',
    displayTitle: true,
    // @types/pdfkit (0.17) names only the PDF/A subsets; pdfkit 0.20 also writes PDF/UA's identification.
    subset: 'PDF/UA' as PDFKit.PDFDocumentOptions['subset'],
    info: {
      Title: `${brand.name} bill ${bill.id}`,
      Author: brand.name,
      Subject: `Bill for ${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`,
    },
  };
  const doc = new PDFDocument(options);
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
  /** Body text broken at spaces into lines no wider than `width`; a date ('01 Dec 2026') stays on one line. */
  const linesOf = (text: string, width: number) => {
    const lines: string[] = [];
    for (const word of text.match(/\d{2} [A-Z][a-z]{2} \d{4}\S*|\S+/g) ?? []) {
      const last = lines.at(-1);
      if (last !== undefined && widthOf(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    return lines;
  };

  // The structure tree (ISO 32000-1 §14.8): each element drawn as it is added, in reading order.
  const root = doc.struct('Document');
  doc.addStructure(root);
  type Parent = PDFKit.PDFStructureElement;
  /** Content of `tag` under `parent`, drawn by `draw`. */
  const tagged = (parent: Parent, tag: string, draw: () => void, structOptions: StructOptions = {}) => {
    const element = doc.struct(tag, structOptions, draw);
    parent.add(element);
    return element;
  };
  /** An element that holds others (a table, a row): add it, then its children, then end it. */
  const group = (parent: Parent, tag: string) => {
    const element = doc.struct(tag);
    parent.add(element);
    return element;
  };
  /** A table cell, a header cell with its scope; across `columns` columns (pdfkit writes Scope, not ColSpan). */
  const cell = (
    row: Parent,
    tag: 'TH' | 'TD',
    draw: () => void,
    { columns = 1, ...cellOptions }: Pick<StructOptions, 'scope' | 'expanded'> & { columns?: number } = {},
  ) => {
    const element = doc.struct(tag, cellOptions, draw);
    if (columns > 1) {
      const { data } = (element as unknown as StructDictionary).dictionary;
      data.A = { ...data.A, O: 'Table', ColSpan: columns };
    }
    row.add(element);
  };
  /** Decoration a screen reader skips (ISO 14289-1 §7.1: content that is not real content is an artifact). */
  const artifact = (draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') => {
    doc.markContent('Artifact', { type });
    draw();
    doc.endMarkedContent();
  };
  const rule = (y: number, stroke = color.divider, from = page.margin, to = right) =>
    artifact(() => doc.moveTo(from, y).lineTo(to, y).lineWidth(0.75).strokeColor(stroke).stroke());
  const heading = (text: string, y: number) =>
    tagged(root, 'H2', () => write(text, page.margin, y, { size: 13, bold: true, color: color.primary }));
  /**
   * A paragraph of body text with its top at `top`, broken into lines of the content's width; answers the y below it.
   * A line after the first starts with the space it was broken at, set in the margin, so the paragraph reads (and
   * copies) as one text.
   */
  const paragraph = (text: string, top: number, style: TextStyle = {}, lineHeight = leading) => {
    let below = top;
    tagged(root, 'P', () => {
      for (const [index, line] of linesOf(text, contentWidth).entries()) {
        write(index === 0 ? line : ` ${line}`, page.margin - (index === 0 ? 0 : widthOf(' ')), below, style);
        below += lineHeight;
      }
    });
    return below;
  };

  const footer = () =>
    artifact(() => {
      doc.moveTo(page.margin, page.height - 62).lineTo(right, page.height - 62);
      doc.lineWidth(0.75).strokeColor(color.divider).stroke();
      write(
        `${brand.name} · Customer number ${document.customerNumber} · Bill ${bill.id}`,
        page.margin,
        page.height - 54,
        {
          size: 8,
          color: color.textMuted,
        },
      );
    }, 'Pagination');
  let y = 0;
  /** Starts a new page when `height` more does not fit on this one. */
  const room = (height: number) => {
    if (y + height <= contentBottom) return;
    footer();
    doc.addPage();
    y = page.margin;
  };

  // The brand's band: its name on its primary colour, underlined in its accent.
  artifact(() => {
    doc.rect(0, 0, page.width, 64).fill(color.primary);
    doc.rect(0, 64, page.width, 4).fill(color.accent);
  });
  // Its two parts are apart on the page, so a screen reader is given the heading's words with a space between.
  tagged(
    root,
    'H1',
    () => {
      write(brand.name, page.margin, 20, { size: 22, bold: true, color: color.onPrimary });
      write('Tax invoice', right, 25, { size: 14, color: color.onPrimary, align: 'right' });
    },
    { actual: `${brand.name} tax invoice` },
  );

  // Who and where, and which bill.
  y = 86;
  tagged(root, 'P', () => write(document.owner, page.margin, y, { size: 11, bold: true }));
  tagged(root, 'P', () => write(document.address, page.margin, y + 16, { color: color.textMuted }));
  const facts = group(root, 'Table');
  (
    [
      ['Customer number', document.customerNumber],
      ['Bill number', bill.id],
      ['Issue date', longDate(bill.issueDate)],
      ['Bill period', `${longDate(bill.periodStart)} to ${longDate(bill.periodEnd)}`],
    ] as const
  ).forEach(([label, value], index) => {
    const row = group(facts, 'TR');
    cell(row, 'TH', () => write(label, 330, y + index * rowHeight, { color: color.textMuted }), { scope: 'Row' });
    cell(row, 'TD', () => write(value, right, y + index * rowHeight, { bold: true, align: 'right' }));
    row.end();
  });
  facts.end();

  // The statement of the account (spec 1 §2 bills area): from the previous balance to the total to pay, which is
  // what the customer pays, by the due date.
  const box = { top: 150, height: 146, inset: 14 };
  artifact(() => doc.rect(page.margin, box.top, contentWidth, box.height).fill(color.surfaceAccent));
  y = box.top + 10;
  tagged(root, 'H2', () =>
    write('Your account', page.margin + box.inset, y, { size: 13, bold: true, color: color.primary }),
  );
  y += 22;
  const statementTable = group(root, 'Table');
  for (const line of statement) {
    if (line.isTotal) {
      rule(y + 3, color.text, page.margin + box.inset, right - box.inset);
      y += 10;
    }
    const row = group(statementTable, 'TR');
    // A credit's 'CR', spelt out for a screen reader.
    const amount = line.cents < 0 ? { expanded: `${money(-line.cents)} credit` } : {};
    if (line.isTotal) {
      cell(row, 'TH', () => write(line.label, page.margin + box.inset, y + 4, { size: 13, bold: true }), {
        scope: 'Row',
      });
      cell(
        row,
        'TD',
        () =>
          write(balanceMoney(line.cents), right - box.inset, y, {
            size: 20,
            bold: true,
            color: color.primaryStrong,
            align: 'right',
          }),
        amount,
      );
      y += 26;
    } else {
      cell(row, 'TH', () => write(line.label, page.margin + box.inset, y), { scope: 'Row' });
      cell(row, 'TD', () => write(balanceMoney(line.cents), right - box.inset, y, { align: 'right' }), amount);
      y += rowHeight;
    }
    row.end();
  }
  statementTable.end();
  tagged(root, 'P', () =>
    write(
      toPayCents > 0
        ? `Due by ${longDate(bill.dueDate)}`
        : toPayCents < 0
          ? 'Nothing to pay: your account is in credit.'
          : 'Nothing to pay: your account is paid up.',
      page.margin + box.inset,
      y,
      { size: 11, bold: true },
    ),
  );
  await yieldToOthers();

  // The charges, adding up to this bill's charges; a supply's lines under its site when there are several.
  y = box.top + box.height + 16;
  heading('Your charges', y);
  y += 22;
  const column = { label: page.margin, detail: 262, amount: right };
  const charges = group(root, 'Table');
  const header = group(charges, 'TR');
  const headerStyle = { size: 8, color: color.textMuted };
  cell(header, 'TH', () => write('Charge', column.label, y, headerStyle), { scope: 'Column' });
  cell(header, 'TH', () => write('Details', column.detail, y, headerStyle), { scope: 'Column' });
  cell(header, 'TH', () => write('Amount', column.amount, y, { ...headerStyle, align: 'right' }), { scope: 'Column' });
  header.end();
  y += 14;
  let site: string | undefined;
  for (const line of lines) {
    if (line.site !== site) {
      site = line.site;
      if (site !== undefined) {
        const label = site;
        room(2 * rowHeight + 3);
        y += 3;
        const siteRow = group(charges, 'TR');
        cell(siteRow, 'TH', () => write(label, column.label, y, { bold: true }), { scope: 'Row', columns: 3 });
        siteRow.end();
        y += rowHeight;
      }
    }
    room(rowHeight);
    const indent = line.site === undefined ? 0 : 10;
    const lineRow = group(charges, 'TR');
    cell(lineRow, 'TH', () => write(line.label, column.label + indent, y), { scope: 'Row' });
    cell(lineRow, 'TD', () => {
      if (line.detail) write(line.detail, column.detail, y, { color: color.textMuted });
    });
    cell(lineRow, 'TD', () => write(money(line.cents), column.amount, y, { align: 'right' }));
    lineRow.end();
    y += rowHeight;
  }
  room(24);
  rule(y - 2, color.text);
  const total = group(charges, 'TR');
  cell(total, 'TH', () => write('Total for this bill', column.label, y + 5, { bold: true }), {
    scope: 'Row',
    columns: 2,
  });
  cell(total, 'TD', () => write(money(totalCents), column.amount, y + 5, { bold: true, align: 'right' }));
  total.end();
  charges.end();
  y += 22;
  // The lines are sums of days each costed to the cent, as the usage charts show them (bills.ts): a line can differ
  // by a few cents from its kWh times its rate, and the reader is told so.
  room(10);
  // Set smaller than the body text it is measured in, so it stays one line, close under the total.
  y = paragraph(CHARGES_ROUNDING_NOTE, y - 8, { size: 8, color: color.textMuted }, 10);
  await yieldToOthers();

  // The period's daily use: a figure, with what it shows in words.
  y += 12;
  room(chart.height + 54);
  heading('Your daily use', y);
  y += 34;
  const chartTop = y;
  tagged(root, 'Figure', () => (y = drawDailyUse(days, chartTop, { doc, write, brand })), {
    alt: dailyUseSummary(days),
    bbox: [page.margin, chartTop - 16, right, chartTop + chart.height + 18],
  });
  await yieldToOthers();

  // How this bill is paid: by the account's recurring payment when it has one.
  const ways = howToPay(document);
  y += 12;
  const wayLines = ways.reduce((count, way) => count + linesOf(way, contentWidth).length, 0);
  room(22 + wayLines * leading);
  heading('How to pay', y);
  y += 22;
  for (const way of ways) y = paragraph(way, y);

  footer();
  root.end();
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const chart = { height: 56, barShare: 0.7 };

/** Under the charges: why a line need not be exactly its kWh times its rate. */
export const CHARGES_ROUNDING_NOTE =
  'Each day is charged to the cent, as your usage charts show it: a line can differ by cents from kWh × rate.';

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
