import type { Brand } from '@harakeke/themes';
import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/*
 * The fonts a bill is set in. The standard PDF fonts (Helvetica) are set in WinAnsi encoding, which has no 'ō': in
 * pdfkit, 'Kōwhai' prints as 'K×v†•'. So the bill embeds the brand's own body font (its theme's fontBody), from the
 * WOFF files @fontsource ships (the design system's fonts, OFL licensed). Those come in subsets, 'latin' (Latin-1
 * and punctuation) and 'latin-ext' (with the macron vowels of te reo Māori), so text is written in runs, each in the
 * subset that holds its characters.
 *
 * Each font is read and parsed (by fontkit, pdfkit's font engine) once per process, and the parsed font is handed to
 * every document: parsing its tables again for each bill was most of a bill's time.
 */

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';
export type FontSubset = 'latin' | 'latin-ext';
/** A registered font's name: its weight and subset. */
export type FontName = `${FontWeight}-${FontSubset}`;

const fontWeights: Record<FontWeight, number> = { regular: 400, bold: 700 };

/** The first family of a CSS font stack: '"Nunito Sans", "Nunito Sans Fallback", …' gives 'Nunito Sans'. */
export const firstFamily = (stack: string) => (stack.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');

/**
 * Google Fonts' 'latin' subset covers Latin-1 and General Punctuation (’ – …); everything else our copy uses (the
 * macron vowels) is in 'latin-ext'.
 */
const subsetOf = (char: string): FontSubset => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff || (code >= 0x2000 && code <= 0x206f) ? 'latin' : 'latin-ext';
};

/** Runs of text that share a subset: 'Kōwhai' is 'K', 'ō', 'whai'. */
export function runsOf(text: string): Array<{ text: string; subset: FontSubset }> {
  const runs: Array<{ text: string; subset: FontSubset }> = [];
  for (const char of text.normalize('NFC')) {
    const subset = subsetOf(char);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += char;
    else runs.push({ text: char, subset });
  }
  return runs;
}

/**
 * The TrueType/OpenType file inside a WOFF 1.0 file (W3C WOFF 1.0 §3–§5): each table inflated, laid out after a
 * table directory as in any sfnt. pdfkit's font reader inflates a WOFF's glyph table again for every glyph it
 * reads, in JavaScript, which made one bill take ~100 ms; from the sfnt it reads the glyphs directly.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 file.');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const totalSfntSize = woff.readUInt32BE(16);
  const sfnt = Buffer.alloc(totalSfntSize);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = 12 + numTables * 16;
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const at = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(at, at + compLength);
    const table = compLength < origLength ? inflateSync(stored) : stored;
    if (table.length !== origLength) throw new Error('A WOFF table does not inflate to its length.');
    // The record: tag, checksum, offset, length; the WOFF directory is in the sfnt's order (by tag) already.
    const record = 12 + index * 16;
    woff.copy(sfnt, record, entry, entry + 4);
    sfnt.writeUInt32BE(woff.readUInt32BE(entry + 16), record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(origLength, record + 12);
    table.copy(sfnt, offset);
    offset += Math.ceil(origLength / 4) * 4;
  }
  return sfnt;
}

/** The parsed fonts of each family, read once per process. */
const familyFonts = new Map<string, Record<FontName, fontkit.Font>>();

/** The brand's body font, each weight and subset a bill uses, by the name bill-pdf.ts registers it under. */
export function brandFonts(brand: Brand): Record<FontName, fontkit.Font> {
  const family = firstFamily(brand.tokens.typography.fontBody);
  let fonts = familyFonts.get(family);
  if (!fonts) {
    // @fontsource names its package and files after the family: 'Nunito Sans' is nunito-sans.
    const slug = family.toLowerCase().replaceAll(' ', '-');
    const font = (weight: FontWeight, subset: FontSubset) => {
      const file = require.resolve(`@fontsource/${slug}/files/${slug}-${subset}-${fontWeights[weight]}-normal.woff`);
      const parsed = fontkit.create(sfntOfWoff(readFileSync(file)));
      if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not one font.`);
      return parsed;
    };
    fonts = {
      'regular-latin': font('regular', 'latin'),
      'regular-latin-ext': font('regular', 'latin-ext'),
      'bold-latin': font('bold', 'latin'),
      'bold-latin-ext': font('bold', 'latin-ext'),
    };
    familyFonts.set(family, fonts);
  }
  return fonts;
}
