import { homeProfileProgress, type Insights } from '@harakeke/contract';
import type { Database } from '../db/client.js';
import { findHomeProfile, selectedHome } from '../home-profile/queries.js';
import { dailyReadings, ensureReadings } from '../readings/queries.js';
import { problems } from '../http/problem.js';
import { aucklandToday } from '../usage/period-data.js';
import { fuelInsights, homeModelInput, TYPICAL_HOME, type FuelInsights } from './model.js';

/** spec 2 §3: the earliest date when a site has no readings at all. */
const DEFAULT_EARLIEST_DATE = '2016-01-01';

export interface InsightsPeriod {
  kind: Insights['Period'];
  /** First and last Auckland day, inclusive ('YYYY-MM-DD'). */
  from: string;
  to: string;
}

interface SitePoints {
  electricity: string[];
  naturalGas: string[];
  /** The first day any of them has a reading ('' when none has). */
  firstDay: string;
}

/** The selected site's electricity and advanced gas supply points, their readings made sure of. */
async function insightSupplyPoints(db: Database, siteId: string): Promise<SitePoints> {
  const rows = await db.query<{ id: string; supply_type: 'electricity' | 'naturalGas' }>(
    `SELECT id, supply_type FROM supply_points
      WHERE site_id = $1 AND (supply_type = 'electricity' OR (supply_type = 'naturalGas' AND advanced))
      ORDER BY id`,
    [siteId],
  );
  const firstDays: string[] = [];
  for (const row of rows) {
    const span = await ensureReadings(db, { id: row.id, supplyType: row.supply_type });
    if (span?.firstDay) firstDays.push(span.firstDay);
  }
  return {
    electricity: rows.filter((row) => row.supply_type === 'electricity').map((row) => row.id),
    naturalGas: rows.filter((row) => row.supply_type === 'naturalGas').map((row) => row.id),
    firstDay: firstDays.sort()[0] ?? '',
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function comparisonOf(fuel: FuelInsights) {
  return {
    UsageInKWh: {
      Actual: Math.round(fuel.actual.kwh),
      Average: Math.round(fuel.average.kwh),
      Efficient: Math.round(fuel.efficient.kwh),
    },
    UsageInDollars: {
      Actual: fuel.actual.cents / 100,
      Average: fuel.average.cents / 100,
      Efficient: fuel.efficient.cents / 100,
    },
  };
}

/** spec 2 §5: totals carry 2 decimals of kWh. */
function totalOf(fuels: readonly FuelInsights[]) {
  const sum = (pick: (fuel: FuelInsights) => number) => fuels.reduce((total, fuel) => total + pick(fuel), 0);
  return {
    UsageInKWh: {
      Actual: round2(sum((fuel) => fuel.actual.kwh)),
      Average: round2(sum((fuel) => fuel.average.kwh)),
      Efficient: round2(sum((fuel) => fuel.efficient.kwh)),
    },
    UsageInDollars: {
      Actual: sum((fuel) => fuel.actual.cents) / 100,
      Average: sum((fuel) => fuel.average.cents) / 100,
      Efficient: sum((fuel) => fuel.efficient.cents) / 100,
    },
  };
}

/**
 * The selected site's insights over a period (spec 2 §3), from its readings and its home profile. 404 without a
 * selected site or electricity there, and when `requireReadings` and the period has none (a yearly lookup).
 */
export async function siteInsights(
  db: Database,
  customerId: string,
  period: InsightsPeriod,
  options: { requireReadings: boolean },
): Promise<Insights> {
  const home = await selectedHome(db, customerId);
  if (!home) throw problems.notFound('You have no site selected.');
  const points = await insightSupplyPoints(db, home.siteId);
  if (points.electricity.length === 0) throw problems.notFound('Your selected site has no electricity supply.');
  // An sme site has no home profile: its insights are always lite.
  const stored = home.accountType === 'residential' ? await findHomeProfile(db, home.siteId) : null;
  const isLite = !stored || !homeProfileProgress(stored.answers).isMandatoryComplete;
  const model = isLite || !stored ? TYPICAL_HOME : homeModelInput(stored.answers);

  const electricityDays = await dailyReadings(db, points.electricity, period.from, period.to);
  const gasDays = points.naturalGas.length ? await dailyReadings(db, points.naturalGas, period.from, period.to) : [];
  const hasReadings = [...electricityDays, ...gasDays].some((day) => day.halfHours > 0);
  if (options.requireReadings && !hasReadings) {
    throw problems.notFound(`There are no readings from ${period.from} to ${period.to}.`);
  }
  const electricity = fuelInsights('electricity', electricityDays, model, isLite);
  const gas = points.naturalGas.length ? fuelInsights('naturalGas', gasDays, model, isLite) : null;
  const fuels = gas ? [electricity, gas] : [electricity];
  const updatedDay = stored?.updatedAt ? aucklandToday(Date.parse(stored.updatedAt)) : null;
  return {
    Date: period.from,
    EndDate: period.to,
    Period: period.kind,
    Readings: fuels.flatMap((fuel) => fuel.readings),
    Comparison: {
      Electricity: comparisonOf(electricity),
      Gas: gas ? comparisonOf(gas) : null,
      Readings: {
        Average: fuels.flatMap((fuel) => fuel.averageReadings),
        Efficient: fuels.flatMap((fuel) => fuel.efficientReadings),
      },
      Total: totalOf(fuels),
    },
    IsLite: isLite,
    HasHomeProfileChanged: !isLite && updatedDay !== null && updatedDay >= period.from,
    EarliestDate: points.firstDay || DEFAULT_EARLIEST_DATE,
  };
}
