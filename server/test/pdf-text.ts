import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text a PDF reader finds in a PDF, laid out as on the page (poppler's pdftotext, which `npm test` installs:
 * scripts/ensure-debian-packages.mjs).
 */
export function pdfText(pdf: Uint8Array): string {
  const work = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const path = join(work, 'file.pdf');
    writeFileSync(path, pdf);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
