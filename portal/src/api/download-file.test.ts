import { downloadBill, downloadTransactions } from '@harakeke/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../auth/token-store.js';
import { json, stubFetch } from '../test-support/fetch.js';
import { ApiProblem } from './call-api.js';
import { downloadFile, fileNameFromContentDisposition } from './download-file.js';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['a quoted filename', 'attachment; filename="bill-2026-11-03.pdf"', 'bill-2026-11-03.pdf'],
    ['an unquoted filename', 'attachment; filename=transactions.csv', 'transactions.csv'],
    [
      'filename* over filename, decoded',
      `attachment; filename="Pire Kowhai.pdf"; filename*=UTF-8''Pire%20K%C5%8Dwhai.pdf`,
      'Pire Kōwhai.pdf',
    ],
    ['filename* before filename', `attachment; filename*=utf-8''a%20b.csv; filename="ab.csv"`, 'a b.csv'],
    ['an ISO-8859-1 filename*', `attachment; filename*=ISO-8859-1'en'caf%E9.csv`, 'café.csv'],
    ['names in any case and spacing', 'Attachment ;  FILENAME = "x.pdf"', 'x.pdf'],
    ['escaped quotes in a quoted name', 'attachment; filename="say \\"hi\\".pdf"', 'say _hi_.pdf'],
    ['a semicolon inside quotes', 'attachment; filename="a;b.pdf"', 'a;b.pdf'],
    [
      'a malformed filename*, falling back to filename',
      `attachment; filename*=UTF-8''%E0%A4; filename="ok.pdf"`,
      'ok.pdf',
    ],
    ['a path, kept to a name', 'attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  ])('reads %s', (_case, header, expected) => {
    expect(fileNameFromContentDisposition(header, 'fallback.pdf')).toBe(expected);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['no filename', 'attachment'],
    ['an empty filename', 'attachment; filename=""'],
    ['a name of dots', 'attachment; filename=".."'],
    ['an unknown charset alone', `attachment; filename*=KOI8-R''x.csv`],
  ])('falls back on %s', (_case, header) => {
    expect(fileNameFromContentDisposition(header, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('downloadFile', () => {
  beforeEach(() =>
    tokenStore.set({
      accessToken: 'at-1',
      refreshToken: 'rt-1',
      expiresAt: Date.now(),
      policy: 'normal',
      refreshUntil: Date.now() + 60_000,
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.set(null);
  });

  it('sends the token and the query, and answers the bytes with the header’s name', async () => {
    const requests = stubFetch(
      () =>
        new Response('date,amount\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="transactions-2026-05-01-to-2026-11-30.csv"',
          },
        }),
    );
    const file = await downloadFile(
      downloadTransactions,
      { startDate: '2026-05-01', endDate: '2026-11-30' },
      'transactions.csv',
    );
    expect(requests[0]?.url).toBe(
      '/api/v1/private/billing/transactions/download?startDate=2026-05-01&endDate=2026-11-30',
    );
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer at-1');
    expect(file.fileName).toBe('transactions-2026-05-01-to-2026-11-30.csv');
    expect(await file.blob.text()).toBe('date,amount\n');
  });

  it('falls back to the given name without a header, and fills path parameters', async () => {
    const requests = stubFetch(() => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    const file = await downloadFile(downloadBill, { billId: 'B 1' }, 'bill.pdf');
    expect(requests[0]?.url).toBe('/api/v1/private/billing/bills/B%201/download');
    expect(file.fileName).toBe('bill.pdf');
  });

  it('turns a failure into the spec’s error object', async () => {
    stubFetch(() =>
      json({ type: '/error/not_found', title: 'Not found', status: 404 }, 404, 'application/problem+json'),
    );
    const error = await downloadFile(downloadBill, { billId: 'B1' }, 'bill.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiProblem);
    expect((error as ApiProblem).problem).toMatchObject({ type: '/error/not_found', status: 404 });
  });
});
