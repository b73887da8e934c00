import { createHash } from 'node:crypto';
import type { Season, TipCategory, TipTheme } from '@harakeke/contract';

/** One tip of the catalogue: our own copy, the same for every customer. */
export interface CatalogueTip {
  guid: string;
  category: TipCategory;
  theme: TipTheme | null;
  title: string;
  body: string;
  /** 'YYYY-MM-DD' the tip joined the catalogue: it is new to a customer who last opened its category before. */
  addedOn: string;
}

/** spec 2 §4: the EV tip shown when no other one can be. */
export const FALLBACK_EV_TIP_TITLE = 'Re-gen whenever you can';

/** The portal's title for each category, in the order the page lists them. */
export const categoryLabels: Record<TipCategory, string> = {
  seasonal: 'Seasonal',
  alwaysOn: 'Always on',
  heating: 'Heating',
  hotWater: 'Hot water',
  airConditioning: 'Air conditioning',
  lightsAndAppliances: 'Lights and appliances',
};

/**
 * A tip's guid from its slug: a name-based UUID (version 5 layout over SHA-1), so it never changes between runs and
 * the catalogue needs no stored ids.
 */
export function tipGuid(slug: string): string {
  const hex = createHash('sha1').update(`harakeke-tip:${slug}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

type Copy = [slug: string, title: string, body: string, addedOn?: string];

const FIRST_RELEASE = '2025-03-01';

const seasonal: Array<[TipTheme, Copy[]]> = [
  [
    'Summer',
    [
      [
        'summer-curtains',
        'Close curtains on hot afternoons',
        'Drawing curtains on sunny windows keeps heat out, so fans and heat pumps work less.',
      ],
      [
        'summer-line-dry',
        'Let the sun dry your washing',
        'A sunny day on the line dries a load for free; the dryer is one of the thirstiest appliances at home.',
      ],
      [
        'summer-cool-26',
        'Cool to 25°C, not 18°C',
        'Each degree cooler adds to what a heat pump uses. 25°C feels comfortable once the humidity is down.',
      ],
    ],
  ],
  [
    'Autumn',
    [
      [
        'autumn-heat-pump-service',
        'Clean your heat pump filters',
        'Before the cold sets in, vacuum the filters: a clogged heat pump works harder for less warmth.',
      ],
      [
        'autumn-draughts',
        'Find the draughts',
        'On a windy day, feel around doors and windows. Draught stoppers and sealing tape are cheap and quick.',
      ],
      [
        'autumn-curtains-dusk',
        'Close curtains at dusk',
        'As the evenings draw in, close curtains before it gets dark to keep the day’s warmth inside.',
        '2026-09-01',
      ],
    ],
  ],
  [
    'Winter',
    [
      [
        'winter-heat-room',
        'Heat the room you’re in',
        'Close doors to rooms you aren’t using and heat only where people are.',
      ],
      [
        'winter-18-degrees',
        'Keep living areas at 18–21°C',
        'Warm enough to be healthy without overworking the heater: set the thermostat and leave it.',
      ],
      [
        'winter-dehumidify',
        'Dry air heats faster',
        'A damp home takes more energy to warm. Ventilate briefly each morning and wipe condensation off windows.',
      ],
    ],
  ],
  [
    'Spring',
    [
      [
        'spring-heater-off',
        'Turn heating down as days warm',
        'Spring sun does a lot of the work: check whether the heater still needs its winter timer.',
      ],
      [
        'spring-fridge-seals',
        'Check the fridge seals',
        'Close the door on a sheet of paper: if it slides out easily, cold air is escaping.',
      ],
      [
        'spring-freezer-defrost',
        'Defrost the freezer',
        'Ice thicker than 5 mm makes a freezer work harder. Spring clean-up is a good time to defrost it.',
        '2026-09-01',
      ],
    ],
  ],
  [
    'Christmas',
    [
      [
        'christmas-led-lights',
        'Deck the halls with LEDs',
        'LED festive lights use a fraction of the power of old bulbs, and a timer switches them off at bedtime.',
      ],
      [
        'christmas-holiday-standby',
        'Switch off before the holidays',
        'Going away? Turn off appliances at the wall and set the hot water cylinder to holiday mode if it has one.',
      ],
    ],
  ],
  [
    'Working From Home',
    [
      [
        'wfh-laptop',
        'A laptop beats a desktop',
        'Laptops use much less power than desktop computers with big screens. Dock one if you can.',
      ],
      [
        'wfh-heat-yourself',
        'Warm yourself, not the whole house',
        'A throw rug and a small heater in your office cost less than heating the whole home all day.',
      ],
      [
        'wfh-power-down',
        'Power down at knock-off',
        'Switch off monitors, printers and chargers at the wall when the work day ends.',
      ],
    ],
  ],
  [
    'Electric Vehicle',
    [
      [
        'ev-regen',
        FALLBACK_EV_TIP_TITLE,
        'Regenerative braking puts energy back in the battery. Ease off early and let the car slow itself.',
      ],
      [
        'ev-charge-overnight',
        'Charge overnight',
        'Night-time charging is usually on the low rate, and the grid is often cleaner then too.',
      ],
      [
        'ev-precondition',
        'Warm up while plugged in',
        'Heat or cool the cabin while the car is still charging, so the battery starts the trip full.',
      ],
      [
        'ev-tyres',
        'Keep tyres at the right pressure',
        'Soft tyres cost range. Check the pressure monthly, against the placard in the door frame.',
        '2026-09-01',
      ],
    ],
  ],
];

const byCategory: Array<[TipCategory, Copy[]]> = [
  [
    'alwaysOn',
    [
      [
        'always-on-standby',
        'Switch off at the wall',
        'TVs, consoles and speakers on standby can add up to a noticeable slice of your bill over a year.',
      ],
      [
        'always-on-second-fridge',
        'Retire the second fridge',
        'An old beer fridge in the garage can cost more to run than your main one. Unplug it when it’s empty.',
      ],
      [
        'always-on-smart-plug',
        'Put the entertainment unit on a timer',
        'A smart plug or timer switches everything off overnight without you having to remember.',
      ],
      [
        'always-on-chargers',
        'Unplug idle chargers',
        'A charger with nothing plugged in still draws a little power, all day, every day.',
        '2026-09-01',
      ],
    ],
  ],
  [
    'heating',
    [
      [
        'heating-heat-pump-timer',
        'Let the timer do the work',
        'Set the heat pump to come on 30 minutes before you get up or get home, not to run all day.',
      ],
      [
        'heating-thermal-curtains',
        'Hang thermal curtains',
        'Lined curtains that reach the floor keep in the heat you’ve paid for.',
      ],
      [
        'heating-insulation',
        'Top up your insulation',
        'Most heat escapes through the ceiling. Check whether your home qualifies for an insulation grant.',
      ],
      [
        'heating-doors',
        'Keep doors closed',
        'Heat drifts to cold rooms. Keep doors shut to hold the warmth where you are.',
        '2026-09-01',
      ],
    ],
  ],
  [
    'hotWater',
    [
      [
        'hot-water-shorter-showers',
        'Take shorter showers',
        'Hot water is about a third of a typical power bill. Cutting a shower by two minutes saves every day.',
      ],
      [
        'hot-water-flow',
        'Fit a low-flow shower head',
        'A good low-flow head feels the same and uses far less hot water.',
      ],
      [
        'hot-water-cold-wash',
        'Wash clothes in cold',
        'Modern detergents clean well in cold water, and most of a warm wash’s energy goes on heating it.',
      ],
      [
        'hot-water-leaks',
        'Fix dripping hot taps',
        'A dripping hot tap wastes heated water around the clock. A new washer is a cheap fix.',
      ],
    ],
  ],
  [
    'airConditioning',
    [
      [
        'aircon-fan-first',
        'Try a fan first',
        'A fan uses a fraction of an air conditioner’s power and is often enough on a warm evening.',
      ],
      [
        'aircon-doors',
        'Close up when cooling',
        'Keep doors and windows shut while the air conditioning is on, so it cools one space, not the street.',
      ],
      [
        'aircon-auto',
        'Avoid the lowest setting',
        'Setting the temperature very low doesn’t cool faster: it just runs longer.',
      ],
    ],
  ],
  [
    'lightsAndAppliances',
    [
      [
        'lights-led',
        'Switch to LEDs',
        'LED bulbs use up to 80% less power than old incandescent ones and last for years.',
      ],
      [
        'appliances-full-loads',
        'Run full loads',
        'The dishwasher and washing machine use about the same energy half full as full.',
      ],
      [
        'appliances-oven',
        'Use the microwave or air fryer',
        'For small meals they use much less power than heating the whole oven.',
      ],
      [
        'appliances-kettle',
        'Boil only what you need',
        'Filling the kettle for one cup is quicker and cheaper than boiling a full jug.',
      ],
    ],
  ],
];

function tipsOf(category: TipCategory, theme: TipTheme | null, copies: Copy[]): CatalogueTip[] {
  return copies.map(([slug, title, body, addedOn = FIRST_RELEASE]) => ({
    guid: tipGuid(slug),
    category,
    theme,
    title,
    body,
    addedOn,
  }));
}

/** Every tip, in the order the page lists them within a category. */
export const tipCatalogue: readonly CatalogueTip[] = [
  ...seasonal.flatMap(([theme, copies]) => tipsOf('seasonal', theme, copies)),
  ...byCategory.flatMap(([category, copies]) => tipsOf(category, null, copies)),
];

const byGuid = new Map(tipCatalogue.map((tip) => [tip.guid, tip]));

export function findTip(guid: string): CatalogueTip | undefined {
  return byGuid.get(guid.toLowerCase());
}

/** The season of an Auckland date: southern hemisphere, by meteorological months. */
export function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  if (month === 12 || month <= 2) return 'Summer';
  if (month <= 5) return 'Autumn';
  if (month <= 8) return 'Winter';
  return 'Spring';
}

/** The themes in season on an Auckland date: its season, and Christmas through December. */
export function themesOf(date: string): TipTheme[] {
  return date.slice(5, 7) === '12' ? [seasonOf(date), 'Christmas'] : [seasonOf(date)];
}
