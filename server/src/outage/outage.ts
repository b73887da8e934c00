import type { Outage } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { findOutageSetting } from './queries.js';

const noOutage: Outage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

/** The national outage state (spec 1 §4); off unless switched on. */
export async function currentOutage(db: Queryable): Promise<Outage> {
  return (await findOutageSetting(db)) ?? noOutage;
}

/** The outage the OUTAGE and OUTAGE_PERIOD settings describe. */
export function outageFromSettings(setting: { isOn: boolean; period: string | null }): Outage {
  return { ...noOutage, isOn: setting.isOn, shouldNotify: setting.isOn, period: setting.isOn ? setting.period : null };
}
