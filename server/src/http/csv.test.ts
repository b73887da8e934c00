import { describe, expect, it } from 'vitest';
import { csvStream, csvText } from './csv.js';

describe('the CSV writer', () => {
  it('writes a header and rows with CRLF, amounts with two decimals and counts as they are', () => {
    expect(csvText(['Date', 'kWh', 'Cost (NZD)', 'Days'], [['2026-11-01', 12.5, 4, '30']])).toBe(
      'Date,kWh,Cost (NZD),Days\r\n2026-11-01,12.50,4.00,30\r\n',
    );
  });

  it('rounds amounts to two decimals, negative ones too, and leaves a negative amount unescaped', () => {
    expect(csvText(['Amount'], [[0.123456], [19.999], [-12.3], [0]])).toBe(
      'Amount\r\n0.12\r\n20.00\r\n-12.30\r\n0.00\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, and escapes text a spreadsheet would run as a formula', () => {
    expect(
      csvText(['Description'], [['Bill, November'], ['The "big" one'], ['two\nlines'], ['=SUM(A1)'], ['-5'], ['@me']]),
    ).toBe('Description\r\n"Bill, November"\r\n"The ""big"" one"\r\n"two\nlines"\r\n\'=SUM(A1)\r\n\'-5\r\n\'@me\r\n');
  });

  it('streams the header at once, then each batch as it is asked for', async () => {
    let asked = 0;
    async function* batches() {
      for (const day of ['2026-11-01', '2026-11-02']) {
        asked += 1;
        yield [[day, 1]];
      }
    }
    const reader = csvStream(['Date', 'kWh'], batches()).getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toBe('Date,kWh\r\n');
    expect(decoder.decode((await reader.read()).value)).toBe('2026-11-01,1.00\r\n');
    expect(asked).toBe(1);
    expect(decoder.decode((await reader.read()).value)).toBe('2026-11-02,1.00\r\n');
    expect((await reader.read()).done).toBe(true);
  });
});
