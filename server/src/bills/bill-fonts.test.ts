import { brands } from '@harakeke/themes';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brandFonts, firstFamily, runsOf, sfntOfWoff } from './bill-fonts.js';

const require = createRequire(import.meta.url);

describe('bill fonts', () => {
  it('split text into runs by the subset that holds each character, macrons in latin-ext', () => {
    expect(runsOf('Kōwhai Energy – 12 Pōhutukawa Ave')).toEqual([
      { text: 'K', subset: 'latin' },
      { text: 'ō', subset: 'latin-ext' },
      { text: 'whai Energy – 12 P', subset: 'latin' },
      { text: 'ō', subset: 'latin-ext' },
      { text: 'hutukawa Ave', subset: 'latin' },
    ]);
    // A macron typed as a combining mark is composed first.
    expect(runsOf('Ko\u0304whai')[1]).toEqual({ text: 'ō', subset: 'latin-ext' });
  });

  it('take each brand’s body font family from its theme', () => {
    expect(firstFamily(brands.kowhai.tokens.typography.fontBody)).toBe('Nunito Sans');
    expect(firstFamily(brands.fernlight.tokens.typography.fontBody)).toBe('Inter');
    const fonts = brandFonts(brands.kowhai);
    expect(fonts['regular-latin-ext'].hasGlyphForCodePoint('ō'.codePointAt(0) ?? 0)).toBe(true);
    expect(fonts['bold-latin'].familyName).toBe('Nunito Sans');
    expect(brandFonts(brands.fernlight)['regular-latin'].familyName).toBe('Inter');
  });

  it('unpack a WOFF file into the TrueType file it declares', () => {
    const woff = readFileSync(require.resolve('@fontsource/inter/files/inter-latin-ext-700-normal.woff'));
    const sfnt = sfntOfWoff(woff);
    // The WOFF header's totalSfntSize is the length of the original font, tables padded to 4 bytes.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(() => sfntOfWoff(sfnt)).toThrow(/WOFF/);
  });
});
