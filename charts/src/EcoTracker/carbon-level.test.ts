import { describe, expect, it } from 'vitest';
import { carbonLevelLabel, carbonSentence, sentenceCase, tensePhrase, toCarbonLevel } from './carbon-level.js';

describe('carbon levels', () => {
  it('uses the scale labels of spec 2 §3 exactly', () => {
    expect(carbonLevelLabel).toEqual({
      0: 'no data',
      1: 'very low',
      2: 'low',
      3: 'moderate',
      4: 'high',
      5: 'very high',
    });
  });

  it('capitalises a label that starts a sentence', () => {
    expect(sentenceCase('very high')).toBe('Very high');
    expect(sentenceCase('')).toBe('');
  });

  it('counts anything but a whole 1 to 5 as no data', () => {
    expect([1, 2, 3, 4, 5].map(toCarbonLevel)).toEqual([1, 2, 3, 4, 5]);
    expect([0, 6, -1, 2.5, Number.NaN, null, undefined].map(toCarbonLevel)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("speaks in the tense of spec 2 §4: 'predicted to be' ahead, 'was' behind", () => {
    expect(tensePhrase('forecast', 'low')).toBe('predicted to be low');
    expect(tensePhrase('past', 'high')).toBe('was high');
    expect(tensePhrase('present', 'moderate')).toBe('is moderate');
    expect(carbonSentence(5, 'past')).toBe('Carbon intensity was very high');
    expect(carbonSentence(0, 'forecast')).toBe('No carbon intensity data');
  });
});
