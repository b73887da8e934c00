import { describe, expect, it } from 'vitest';
import { outageNoticeText, outageScreenText } from './outage-text.js';

// spec 1 §3: outageDurationText is a bare duration the server words (singular or plural); it reads as a sentence.
describe('the outage wording', () => {
  it.each([
    [
      'a period and a plural duration',
      { period: 'from 9pm to 11pm on Saturday', outageDurationText: '2 hours' },
      'The portal will be unavailable from 9pm to 11pm on Saturday. Your power and gas supply won’t be affected. We expect it to take about 2 hours.',
      'The portal is unavailable from 9pm to 11pm on Saturday. Your power and gas supply are not affected. We expect it to take about 2 hours.',
    ],
    [
      'a singular duration',
      { period: 'tonight', outageDurationText: '1 hour' },
      'The portal will be unavailable tonight. Your power and gas supply won’t be affected. We expect it to take about 1 hour.',
      'The portal is unavailable tonight. Your power and gas supply are not affected. We expect it to take about 1 hour.',
    ],
    [
      'no duration',
      { period: 'tonight', outageDurationText: null },
      'The portal will be unavailable tonight. Your power and gas supply won’t be affected.',
      'The portal is unavailable tonight. Your power and gas supply are not affected.',
    ],
    [
      'an empty duration and no period',
      { period: null, outageDurationText: ' ' },
      'The portal will be unavailable for a short while. Your power and gas supply won’t be affected.',
      'The portal is unavailable for a short while. Your power and gas supply are not affected.',
    ],
    [
      'a duration ending in a full stop',
      { period: null, outageDurationText: '30 minutes.' },
      'The portal will be unavailable for a short while. Your power and gas supply won’t be affected. We expect it to take about 30 minutes.',
      'The portal is unavailable for a short while. Your power and gas supply are not affected. We expect it to take about 30 minutes.',
    ],
  ])('with %s', (_, outage, notice, screen) => {
    expect(outageNoticeText(outage)).toBe(notice);
    expect(outageScreenText(outage)).toBe(screen);
  });
});
