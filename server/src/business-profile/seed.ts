import type { BusinessProfileAnswers } from '@harakeke/contract';
import type { Database } from '../db/client.js';

/** mere@'s business (ba-3001): a Christchurch cafe, every applicable question answered. */
const meresBusiness: BusinessProfileAnswers = {
  Industry: { IndustryId: 'hospitality', SubDivisionId: 'cafes' },
  MainUse: 'Hospitality',
  NumberOfEmployees: '5-10',
  LandAreaInHa: 'not applicable',
  FloorAreaInM2: '100-199',
  PaidServices: ['Refrigeration', 'Food preparation', 'Water heating', 'Office equipment'],
  TypesOfEnergyUsed: ['Electricity', 'NaturalGas'],
  NumberOfRoomsManaged: null,
  MilkProducedInLitresPerMonth: null,
  WineProducedInLitresPerMonth: null,
  NumberOfCustomersServedPerMonth: 2400,
  OtherPowerSources: [],
  TotalNumberOfSites: 1,
};

/**
 * Adds the demo business profile where it is missing; runs on every start, so it must be idempotent. A profile row
 * the customer has since changed is never touched (ON CONFLICT DO NOTHING), and an account that is not there (an
 * older database, another demo set) is skipped.
 */
export async function seedBusinessProfile(db: Database, now: number): Promise<void> {
  await db.query(
    `INSERT INTO business_profiles (billing_account_id, answers, updated_at)
     SELECT id, $2::jsonb, $3::timestamptz - interval '30 days' FROM billing_accounts WHERE id = $1 AND type = 'sme'
     ON CONFLICT DO NOTHING`,
    ['ba-3001', JSON.stringify(meresBusiness), new Date(now).toISOString()],
  );
}
