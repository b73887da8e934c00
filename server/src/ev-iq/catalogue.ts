import type { EvModel } from '@harakeke/contract';

/**
 * The EVs the plan knows: common models on New Zealand roads, with usable battery size and typical consumption
 * (rounded published figures; the plan is an estimate, and says so).
 */
export const evModels: readonly EvModel[] = [
  {
    id: 'byd-atto3-60',
    make: 'BYD',
    model: 'Atto 3 (60 kWh)',
    batteryKwh: 60.5,
    kwhPer100Km: 16,
    rangeKm: 420,
    type: 'BEV',
  },
  {
    id: 'byd-dolphin-45',
    make: 'BYD',
    model: 'Dolphin (45 kWh)',
    batteryKwh: 44.9,
    kwhPer100Km: 14,
    rangeKm: 340,
    type: 'BEV',
  },
  {
    id: 'hyundai-ioniq5-77',
    make: 'Hyundai',
    model: 'Ioniq 5 (77 kWh)',
    batteryKwh: 77.4,
    kwhPer100Km: 17,
    rangeKm: 480,
    type: 'BEV',
  },
  {
    id: 'hyundai-kona-64',
    make: 'Hyundai',
    model: 'Kona Electric (64 kWh)',
    batteryKwh: 64,
    kwhPer100Km: 15,
    rangeKm: 450,
    type: 'BEV',
  },
  {
    id: 'kia-niro-65',
    make: 'Kia',
    model: 'Niro EV (65 kWh)',
    batteryKwh: 64.8,
    kwhPer100Km: 16,
    rangeKm: 440,
    type: 'BEV',
  },
  { id: 'mg-4-64', make: 'MG', model: 'MG4 (64 kWh)', batteryKwh: 64, kwhPer100Km: 16, rangeKm: 420, type: 'BEV' },
  { id: 'mg-zs-51', make: 'MG', model: 'ZS EV (51 kWh)', batteryKwh: 51, kwhPer100Km: 17, rangeKm: 320, type: 'BEV' },
  {
    id: 'mitsubishi-outlander-phev-20',
    make: 'Mitsubishi',
    model: 'Outlander PHEV (20 kWh)',
    batteryKwh: 20,
    kwhPer100Km: 22,
    rangeKm: 80,
    type: 'PHEV',
  },
  {
    id: 'nissan-leaf-40',
    make: 'Nissan',
    model: 'Leaf (40 kWh)',
    batteryKwh: 39,
    kwhPer100Km: 16,
    rangeKm: 240,
    type: 'BEV',
  },
  {
    id: 'nissan-leaf-62',
    make: 'Nissan',
    model: 'Leaf e+ (62 kWh)',
    batteryKwh: 59,
    kwhPer100Km: 17,
    rangeKm: 350,
    type: 'BEV',
  },
  {
    id: 'polestar-2-69',
    make: 'Polestar',
    model: 'Polestar 2 (69 kWh)',
    batteryKwh: 67,
    kwhPer100Km: 17,
    rangeKm: 430,
    type: 'BEV',
  },
  {
    id: 'tesla-model3-60',
    make: 'Tesla',
    model: 'Model 3 RWD (60 kWh)',
    batteryKwh: 57.5,
    kwhPer100Km: 14,
    rangeKm: 460,
    type: 'BEV',
  },
  {
    id: 'tesla-modely-75',
    make: 'Tesla',
    model: 'Model Y Long Range (75 kWh)',
    batteryKwh: 75,
    kwhPer100Km: 16,
    rangeKm: 520,
    type: 'BEV',
  },
  {
    id: 'vw-id4-77',
    make: 'Volkswagen',
    model: 'ID.4 (77 kWh)',
    batteryKwh: 77,
    kwhPer100Km: 18,
    rangeKm: 450,
    type: 'BEV',
  },
];

export function findEvModel(id: string): EvModel | undefined {
  return evModels.find((model) => model.id === id);
}

/** The catalogue grouped by make, makes and models in alphabetical order. */
export function evModelsByMake(): Array<{ make: string; models: EvModel[] }> {
  const makes = new Map<string, EvModel[]>();
  for (const model of evModels) makes.set(model.make, [...(makes.get(model.make) ?? []), model]);
  return [...makes.entries()].map(([make, models]) => ({ make, models }));
}

/** spec 2 §3: the EV question journey of 3 steps, with the answers each step offers. */
export const evJourney = {
  steps: [
    { step: 1, question: 'Which EV do you drive?', fields: ['modelId'] },
    { step: 2, question: 'How far do you drive in a typical week?', fields: ['weeklyKm'] },
    { step: 3, question: 'How and when do you charge at home?', fields: ['chargingTime', 'charger'] },
  ],
  weeklyKmOptions: [
    { value: 50, label: 'Up to 50 km' },
    { value: 100, label: 'About 100 km' },
    { value: 200, label: 'About 200 km' },
    { value: 300, label: 'About 300 km' },
    { value: 500, label: '500 km or more' },
  ],
  chargingTimeOptions: [
    { value: 'overnight' as const, label: 'Overnight' },
    { value: 'evening' as const, label: 'When I get home in the evening' },
    { value: 'anytime' as const, label: 'Whenever it needs it' },
  ],
  chargerOptions: [
    { value: 'wallCharger' as const, label: 'A wall charger' },
    { value: 'standardSocket' as const, label: 'A standard power socket' },
  ],
};
