import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { BillDocument } from './bill-document.js';
import { billPdf } from './bill-pdf.js';

/**
 * Bills drawn lately, by what each was drawn from. Drawing a bill's PDF takes tens of milliseconds of the server's
 * thread (fonts laid out, a chart drawn), and a customer opens the same bill more than once; the same bill, brand,
 * days, statement and payment method always make the same bill, so the second time it is a lookup. The key is a
 * hash of everything drawn, so a bill whose inputs changed (a reading revised) is drawn again. At most 64 (a few
 * MB); the one not asked for longest goes first.
 */
const drawn = new LRUCache<string, Promise<Uint8Array>>({ max: 64 });

const keyOf = ({ brand, ...drawnFrom }: BillDocument) =>
  createHash('sha256')
    .update(JSON.stringify({ brand: brand.id, ...drawnFrom }))
    .digest('base64url');

/** The bill's PDF, drawn or as drawn before (see above). */
export function keptBillPdf(document: BillDocument): Promise<Uint8Array> {
  const key = keyOf(document);
  let pdf = drawn.get(key);
  if (!pdf) {
    pdf = billPdf(document);
    // A drawing that failed is not kept: the next download draws again.
    pdf.catch(() => drawn.delete(key));
    drawn.set(key, pdf);
  }
  return pdf;
}
