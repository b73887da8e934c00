import type { Outage } from '@harakeke/contract';

type OutageWording = Pick<Outage, 'period' | 'outageDurationText'>;

/**
 * spec 1 §3 outageDurationText: how long the outage should take, as the server words it ('2 hours', '1 hour',
 * singular or plural already). It is a bare duration, so it goes into a sentence of its own rather than after the
 * notice's last full stop; an empty one says nothing.
 */
function durationSentence(outageDurationText: string | null): string {
  const duration = outageDurationText?.trim().replace(/\.$/, '');
  return duration ? ` We expect it to take about ${duration}.` : '';
}

const when = (period: string | null) => (period?.trim() ? ` ${period.trim()}` : ' for a short while');

/** spec 1 §4 outage notice: the planned maintenance ahead, one paragraph of whole sentences. */
export function outageNoticeText({ period, outageDurationText }: OutageWording): string {
  return (
    `The portal will be unavailable${when(period)}. Your power and gas supply won’t be affected.` +
    durationSentence(outageDurationText)
  );
}

/** spec 1 §2 /outage: the maintenance going on now, one paragraph of whole sentences. */
export function outageScreenText({ period, outageDurationText }: OutageWording): string {
  return (
    `The portal is unavailable${when(period)}. Your power and gas supply are not affected.` +
    durationSentence(outageDurationText)
  );
}
