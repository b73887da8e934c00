import type { HomeProfileAnswers } from '@harakeke/contract';
import { emptyHomeProfile } from '@harakeke/contract';
import type { Database } from '../db/client.js';

/**
 * tama@'s home (48 Rimu Road): every question answered, saved and mandatory-complete 100 days ago (before any period
 * the insights look at), so the home comparison and usage breakdown show their data. Gas heats it and the hot
 * water; electricity runs a heat pump too.
 */
const tamasHome: HomeProfileAnswers = {
  EnergyTypesUsed: ['Electricity', 'NaturalGas'],
  HouseType: 'Standalone',
  FloorArea: { Min: 150, Max: 199 },
  WaterHeating: 'Gas',
  HeatingFuels: ['Electricity', 'Gas'],
  AirConditioning: ['HeatPump'],
  OtherEnergyUsageImpact: ['ThermalCurtains'],
  IsHomeOwner: true,
  HouseAge: { Min: 50, Max: null },
  NumberOfAdultOccupants: 2,
  NumberOfChildOccupants: 2,
  RoomDetails: [
    { RoomType: 'Bedroom', Count: 4 },
    { RoomType: 'Lounge', Count: 1 },
    { RoomType: 'Kitchen', Count: 1 },
    { RoomType: 'Bathroom', Count: 2 },
    { RoomType: 'Laundry', Count: 1 },
    { RoomType: 'DiningRoom', Count: 1 },
    { RoomType: 'Office', Count: 1 },
    { RoomType: 'Garage', Count: 1 },
    { RoomType: 'Other', Count: 0 },
  ],
  HeatingSystems: ['HeatPump', 'Radiators'],
  Insulation: 'Moderate',
  HasEvThatChargesAtHome: true,
  HasDedicatedEvWallCharger: true,
  HasSkippedEv: false,
};

/** ana@'s home: the wizard left half-way (three of the six mandatory answers), so the widgets say 'started'. */
const anasHome: HomeProfileAnswers = {
  ...emptyHomeProfile,
  EnergyTypesUsed: ['Electricity'],
  HouseType: 'Terrace',
  FloorArea: { Min: 100, Max: 149 },
};

/**
 * Adds the demo home profiles where they are missing; runs on every start, so it must be idempotent. A profile row
 * the customer has since changed is never touched (ON CONFLICT DO NOTHING), and a site that is not there (an older
 * database, another demo set) is skipped.
 */
export async function seedHomeProfile(db: Database, now: number): Promise<void> {
  const seededAt = new Date(now).toISOString();
  await db.query(
    `INSERT INTO home_profiles (site_id, answers, is_wizard_update, mandatory_completed_at, updated_at)
     SELECT id, $2::jsonb, true, $3::timestamptz - interval '100 days', $3::timestamptz - interval '100 days'
       FROM sites WHERE id = $1
     ON CONFLICT DO NOTHING`,
    ['site-2001-a', JSON.stringify(tamasHome), seededAt],
  );
  await db.query(
    `INSERT INTO home_profiles (site_id, answers, is_wizard_update, updated_at)
     SELECT id, $2::jsonb, true, $3::timestamptz - interval '3 days' FROM sites WHERE id = $1
     ON CONFLICT DO NOTHING`,
    ['site-5001', JSON.stringify(anasHome), seededAt],
  );
}
