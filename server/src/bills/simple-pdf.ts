/**
 * A one-page PDF of text lines in Helvetica: enough for a bill, with no dependency. The standard Helvetica has the
 * macron vowels te reo Māori needs, but WinAnsi encoding lacks them; an encoding difference maps them onto unused
 * codes, so 'Kōwhai' prints as written.
 */

export interface PdfLine {
  text: string;
  /** Points from the left and from the top of an A4 page. */
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

const A4 = { width: 595, height: 842 };

const macrons = ['ā', 'ē', 'ī', 'ō', 'ū', 'Ā', 'Ē', 'Ī', 'Ō', 'Ū'];
const macronGlyphs = [
  'amacron',
  'emacron',
  'imacron',
  'omacron',
  'umacron',
  'Amacron',
  'Emacron',
  'Imacron',
  'Omacron',
  'Umacron',
];
const FIRST_FREE_CODE = 0x80;

/** A PDF string literal in the font's encoding; characters it cannot show become '?'. */
function pdfString(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const macron = macrons.indexOf(char);
    const code = macron >= 0 ? FIRST_FREE_CODE + macron : (char.codePointAt(0) ?? 63);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (macron >= 0 || (code >= 0xa0 && code <= 0xff)) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char === '’' ? "'" : char === '–' ? '-' : '?';
  }
  return `(${out})`;
}

function contentStream(lines: readonly PdfLine[]): string {
  return lines
    .map(
      (line) =>
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size ?? 10} Tf ${line.x} ${A4.height - line.y} Td ${pdfString(line.text)} Tj ET`,
    )
    .join('\n');
}

/** The PDF file's bytes. Offsets in the cross-reference table count bytes, so everything is built as latin1. */
export function simplePdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${FIRST_FREE_CODE} ${macronGlyphs
    .map((glyph) => `/${glyph}`)
    .join(' ')}] >>`;
  const content = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Harakeke reference API) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
