import { stringify, type Options } from 'csv-stringify/sync';

/**
 * A CSV cell: text as it is, or an amount (NZD or kWh) written with two decimals (spec 1 §1). Counts go as text, so
 * they keep no decimals.
 */
export type CsvCell = string | number;
export type CsvRow = readonly CsvCell[];

/**
 * CSV the way a spreadsheet opens it, written by csv-stringify (a maintained writer: quoting and escaping are its
 * job): CRLF rows, a field quoted when it holds a comma, a quote or a line break, and text a spreadsheet would run as
 * a formula (=, +, -, @ first) escaped with a leading apostrophe. A negative amount stays a number.
 */
const csvOptions: Options = {
  record_delimiter: 'windows',
  escape_formulas: true,
  // Its own test is for the record delimiter (CRLF) only: a lone line break in text must be quoted too.
  quoted_match: /[\r\n]/,
  cast: { number: (value) => value.toFixed(2) },
};

/** A whole file's text: its header and rows. */
export function csvText(header: CsvRow, rows: readonly CsvRow[]): string {
  return stringify([header, ...rows], csvOptions);
}

/**
 * A file written as it is read: the header at once, then each batch of rows as the reader asks for more (a month of
 * readings at a time), so a long range starts arriving at once and never sits whole in memory. A batch that fails
 * ends the stream with that error, which the client sees as a broken download rather than a short file.
 */
export function csvStream(header: CsvRow, batches: AsyncIterable<readonly CsvRow[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([header], csvOptions)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else if (next.value.length > 0) controller.enqueue(encoder.encode(stringify([...next.value], csvOptions)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
