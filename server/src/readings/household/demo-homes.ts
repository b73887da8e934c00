import { householdFromSite, type Household } from './household.js';

/**
 * The demo customers' homes (server/src/demo/customers.ts names their sites), each its own household so their charts
 * differ: what the README's logins show. tama@'s first home matches the home profile seeded for it
 * (home-profile/seed.ts): two adults and two children, a heat pump, gas hot water, an EV on a wall charger.
 */
const DEMO_HOMES: Record<string, Household> = {
  // aroha@, Ponsonby: a couple and a toddler, one of them home by day; a heat pump; the cylinder on the night ripple.
  'site-1001': {
    region: 'auckland',
    adults: 2,
    children: 1,
    homeByDay: true,
    floorAreaM2: 120,
    insulation: 0.6,
    heating: 'heatPump',
    cools: true,
    hotWater: 'electricNight',
    cooking: 'electric',
  },
  // tama@, 48 Rimu Road, Kelburn: the family home of the home profile.
  'site-2001-a': {
    region: 'wellington',
    adults: 2,
    children: 2,
    homeByDay: false,
    floorAreaM2: 175,
    insulation: 0.5,
    heating: 'heatPump',
    cools: false,
    hotWater: 'gas',
    cooking: 'gas',
    ev: { kmPerWorkday: 38, chargerKw: 7.4 },
  },
  // tama@, 48A Rimu Road: the flat out the back, one tenant, cooking on LPG.
  'site-2001-b': {
    region: 'wellington',
    adults: 1,
    children: 0,
    homeByDay: false,
    floorAreaM2: 55,
    insulation: 0.4,
    heating: 'electricHeaters',
    cools: false,
    hotWater: 'electric',
    cooking: 'gas',
  },
  // tama@, 7 Tawa Terrace: a gas-heated family home.
  'site-2001-c': {
    region: 'wellington',
    adults: 2,
    children: 3,
    homeByDay: false,
    floorAreaM2: 160,
    insulation: 0.4,
    heating: 'gas',
    cools: false,
    hotWater: 'gas',
    cooking: 'gas',
  },
  // tama@, the bach at Raglan: solar on the roof, a wood burner, empty over the summer holidays' first week.
  'site-2002-a': {
    region: 'waikato',
    adults: 2,
    children: 0,
    homeByDay: true,
    floorAreaM2: 90,
    insulation: 0.3,
    heating: 'woodBurner',
    cools: false,
    hotWater: 'electric',
    cooking: 'gas',
    solarKw: 5,
    awayAfterChristmas: 7,
  },
  // mere@, a café in Christchurch (her business profile's): busy by day, heated by electric heaters, shut after Christmas.
  'site-3001': {
    region: 'canterbury',
    adults: 4,
    children: 0,
    homeByDay: true,
    floorAreaM2: 140,
    insulation: 0.5,
    heating: 'electricHeaters',
    cools: true,
    hotWater: 'electric',
    cooking: 'electric',
    awayAfterChristmas: 10,
  },
  // hemi@, Napier: a buying group's member, a workshop with an office, open weekdays, shut for the summer holidays.
  'site-4001': {
    region: 'hawkesBay',
    adults: 5,
    children: 0,
    homeByDay: true,
    floorAreaM2: 260,
    insulation: 0.4,
    heating: 'heatPump',
    cools: true,
    hotWater: 'electric',
    cooking: 'electric',
    awayAfterChristmas: 14,
  },
  // ana@, Mount Maunganui: solar and an EV.
  'site-5001': {
    region: 'bayOfPlenty',
    adults: 2,
    children: 1,
    homeByDay: false,
    floorAreaM2: 150,
    insulation: 0.8,
    heating: 'heatPump',
    cools: true,
    hotWater: 'electricNight',
    cooking: 'electric',
    ev: { kmPerWorkday: 30, chargerKw: 7.4 },
    solarKw: 4,
  },
  // kiri@, Hamilton East: on her own, working from home, with plug-in heaters.
  'site-6001': {
    region: 'waikato',
    adults: 1,
    children: 0,
    homeByDay: true,
    floorAreaM2: 85,
    insulation: 0.4,
    heating: 'electricHeaters',
    cools: false,
    hotWater: 'electric',
    cooking: 'electric',
  },
  // rangi@, Whanganui: retired couple, a wood burner, the cylinder on the night ripple.
  'site-7001': {
    region: 'manawatu',
    adults: 2,
    children: 0,
    homeByDay: true,
    floorAreaM2: 130,
    insulation: 0.5,
    heating: 'woodBurner',
    cools: false,
    hotWater: 'electricNight',
    cooking: 'electric',
  },
};

/** The household of a site: the demo's own for a demo site, otherwise one drawn from its id and address. */
export function householdOf(siteId: string, address: string): Household {
  return DEMO_HOMES[siteId] ?? householdFromSite(siteId, address);
}
