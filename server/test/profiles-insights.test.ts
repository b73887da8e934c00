import {
  getBusinessIndustries,
  getBusinessProfile,
  getElectricityBillPeriod,
  getHomeComparisonWidget,
  getHomeProfile,
  getLatestInsights,
  getThirtyDayInsights,
  getUsageBreakdownWidget,
  getYearlyInsights,
  postEvent,
  problemSchema,
  saveBusinessProfile,
  saveHomeProfile,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { aucklandToday, shiftDate } from '../src/usage/period-data.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';

// Issue 6: home and business profiles (spec 2 §3–§5), insights from the readings (spec 2 §3, §7–§9) and the
// comparison widgets' states (spec 2 §4), for the demo customers the README lists.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const { call, get } = useCustomerApi([aroha, tama, mere, hemi, ana]);

const ok = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

/** A 400 whose detail names the field. */
const expectBadRequest = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const problem = problemSchema.parse(await response.json());
  expect(problem.detail).toContain(field);
};

const homeProfileOf = async (as: { id: string }) =>
  getHomeProfile.response.parse(await ok(await get(as, '/private/homeProfile')));
const saveHome = (as: { id: string }, body: unknown) => call(as, 'POST', saveHomeProfile.path, body);
const widgetState = async (as: { id: string }) => {
  const comparison = getHomeComparisonWidget.response.parse(await ok(await get(as, getHomeComparisonWidget.path)));
  const breakdown = getUsageBreakdownWidget.response.parse(await ok(await get(as, getUsageBreakdownWidget.path)));
  expect(breakdown.state).toBe(comparison.state);
  return { comparison, breakdown };
};

const mandatoryAnswers = {
  EnergyTypesUsed: ['Electricity'],
  HouseType: 'Standalone',
  FloorArea: { Min: 200, Max: 249 },
  WaterHeating: 'Electricity',
  HeatingFuels: ['Electricity', 'SolidFuel'],
  AirConditioning: ['None'],
};

describe('comparison widgets (spec 2 §4 states)', () => {
  it("shows tama@'s complete home: success, with last month against similar homes and by category", async () => {
    const { comparison, breakdown } = await widgetState(tama);
    expect(comparison).toMatchObject({
      state: 'success',
      isReady: true,
      unlockProgress: { isUnlocked: true, isHomeProfileStarted: true },
    });
    const today = aucklandToday();
    const lastMonthEnd = shiftDate(`${today.slice(0, 7)}-01`, -1);
    expect(comparison.data).toMatchObject({ Date: `${lastMonthEnd.slice(0, 7)}-01`, EndDate: lastMonthEnd });
    expect(comparison.data?.Total.UsageInKWh.Actual).toBeGreaterThan(0);
    const categories = breakdown.data?.categories ?? [];
    expect(categories.map((category) => category.Use)).toEqual(
      expect.arrayContaining(['Always On', 'Lights & Appliances', 'Electric Heating', 'Gas Heating', 'Gas Other']),
    );
    // Largest first.
    expect(categories.map((c) => c.EnergyInKWh)).toEqual(
      [...categories.map((c) => c.EnergyInKWh)].sort((a, b) => b - a),
    );
  });

  it('says not started for aroha@ (no profile) and started for ana@ (half a profile), with no data', async () => {
    const arohas = await widgetState(aroha);
    expect(arohas.comparison).toMatchObject({
      state: 'notReadyNotStarted',
      data: null,
      unlockProgress: { isUnlocked: false, isHomeProfileStarted: false },
    });
    const anas = await widgetState(ana);
    expect(anas.comparison).toMatchObject({
      state: 'notReadyStarted',
      data: null,
      unlockProgress: { isUnlocked: false, isHomeProfileStarted: true },
    });
    expect(anas.breakdown.data).toBeNull();
  });

  it('has no home comparison for an sme account', async () => {
    expect((await get(mere, getHomeComparisonWidget.path)).status).toBe(404);
    expect((await get(mere, getUsageBreakdownWidget.path)).status).toBe(404);
  });
});

describe('home profile', () => {
  it("answers tama@'s complete profile with its progress: past the last step, unlocked and ready", async () => {
    const home = await homeProfileOf(tama);
    expect(home.siteId).toBe('site-2001-a');
    expect(home.profile).toMatchObject({ HouseType: 'Standalone', FloorArea: { Min: 150, Max: 199 } });
    expect(home.progress).toMatchObject({ isMandatoryComplete: true, isFullyComplete: true, minimumAnswered: 7 });
    expect(home.progress.currentStep).toBe(home.progress.questionCount + 1);
    expect(home).toMatchObject({ unlockProgress: { isUnlocked: true, isHomeProfileStarted: true }, isReady: true });
  });

  it("starts aroha@'s wizard at step 1 with nothing answered", async () => {
    const home = await homeProfileOf(aroha);
    expect(Object.values(home.profile).every((answer) => answer === null)).toBe(true);
    expect(home.progress).toMatchObject({ currentStep: 1, isMandatoryComplete: false, answeredCount: 0 });
    expect(home.updatedAt).toBeNull();
  });

  it('merges partial saves (the wizard auto-saves), keeps them, and moves the current step on', async () => {
    await ok(
      await saveHome(aroha, { EnergyTypesUsed: ['Electricity'], HouseType: 'Standalone', isWizardUpdate: true }),
    );
    const saved = getHomeProfile.response.parse(await ok(await saveHome(aroha, { FloorArea: { Min: 200, Max: 249 } })));
    expect(saved.profile).toMatchObject({
      EnergyTypesUsed: ['Electricity'],
      HouseType: 'Standalone',
      FloorArea: { Min: 200, Max: 249 },
      WaterHeating: null,
    });
    expect(saved.progress.currentStep).toBe(4);
    expect(saved.unlockProgress).toEqual({ isUnlocked: false, isHomeProfileStarted: true });
    // Read back afresh: it is in the database.
    expect((await homeProfileOf(aroha)).profile).toEqual(saved.profile);
    expect((await widgetState(aroha)).comparison.state).toBe('notReadyStarted');
  });

  it('unlocks with the mandatory answers; the widgets then say coming soon until the data is prepared overnight', async () => {
    const home = getHomeProfile.response.parse(await ok(await saveHome(aroha, mandatoryAnswers)));
    expect(home.progress).toMatchObject({ isMandatoryComplete: true, isFullyComplete: false, currentStep: 7 });
    expect(home).toMatchObject({ unlockProgress: { isUnlocked: true }, isReady: false });
    const { comparison } = await widgetState(aroha);
    expect(comparison).toMatchObject({ state: 'comingSoon', data: null, isReady: false });
  });

  it('counts other-usage impact in the minimum set, and answers the floor area "don\'t know" as -1/-1', async () => {
    const home = getHomeProfile.response.parse(
      await ok(await saveHome(aroha, { OtherEnergyUsageImpact: [], FloorArea: { Min: -1, Max: -1 } })),
    );
    expect(home.progress).toMatchObject({ minimumAnswered: 7, currentStep: 8 });
    expect(home.profile.FloorArea).toEqual({ Min: -1, Max: -1 });
  });

  it('clears an answer sent as null, locking the comparison again', async () => {
    const home = getHomeProfile.response.parse(await ok(await saveHome(aroha, { HouseType: null })));
    expect(home.profile.HouseType).toBeNull();
    expect(home.progress).toMatchObject({ isMandatoryComplete: false, currentStep: 2 });
    await ok(await saveHome(aroha, { HouseType: 'Terrace' }));
  });

  it('forces no wall charger when the EV does not charge at home, and then does not ask about it', async () => {
    const withCharger = getHomeProfile.response.parse(
      await ok(await saveHome(aroha, { HasEvThatChargesAtHome: true, HasDedicatedEvWallCharger: true })),
    );
    expect(withCharger.profile.HasDedicatedEvWallCharger).toBe(true);
    const without = getHomeProfile.response.parse(await ok(await saveHome(aroha, { HasEvThatChargesAtHome: false })));
    expect(without.profile.HasDedicatedEvWallCharger).toBe(false);
    const charger = without.progress.questions.find((q) => q.question === 'HasDedicatedEvWallCharger');
    expect(charger?.isApplicable).toBe(false);
    await expectBadRequest(await saveHome(aroha, { HasDedicatedEvWallCharger: true }), 'HasDedicatedEvWallCharger');
  });

  it('does not ask the EV questions once skipped', async () => {
    const home = getHomeProfile.response.parse(
      await ok(await saveHome(aroha, { HasEvThatChargesAtHome: null, HasSkippedEv: true })),
    );
    expect(home.progress.questions.filter((q) => q.question.startsWith('HasEv')).map((q) => q.isApplicable)).toEqual([
      false,
    ]);
  });

  it("refuses answers outside spec 2 §5's ranges and choices, naming the field, and keeps the profile", async () => {
    const before = await homeProfileOf(aroha);
    await expectBadRequest(await saveHome(aroha, { NumberOfAdultOccupants: 21 }), 'NumberOfAdultOccupants');
    await expectBadRequest(await saveHome(aroha, { NumberOfChildOccupants: -1 }), 'NumberOfChildOccupants');
    await expectBadRequest(
      await saveHome(aroha, { RoomDetails: [{ RoomType: 'Bedroom', Count: 11 }] }),
      'RoomDetails.0.Count',
    );
    await expectBadRequest(
      await saveHome(aroha, { RoomDetails: [{ RoomType: 'Lounge', Count: 6 }] }),
      'RoomDetails.0.Count',
    );
    await expectBadRequest(await saveHome(aroha, { FloorArea: { Min: 100, Max: 200 } }), 'FloorArea');
    await expectBadRequest(await saveHome(aroha, { HouseAge: { Min: 5, Max: 9 } }), 'HouseAge');
    await expectBadRequest(await saveHome(aroha, { HouseType: 'Castle' }), 'HouseType');
    await expectBadRequest(await saveHome(aroha, { AirConditioning: ['None', 'HeatPump'] }), 'AirConditioning');
    await expectBadRequest(await saveHome(aroha, { Insulation: 'Superb' }), 'Insulation');
    await expectBadRequest(await saveHome(aroha, { Basement: true }), 'Basement');
    expect((await homeProfileOf(aroha)).profile).toEqual(before.profile);
  });

  it('accepts the limits themselves: 20 adults, 10 bedrooms', async () => {
    const home = getHomeProfile.response.parse(
      await ok(
        await saveHome(aroha, {
          NumberOfAdultOccupants: 20,
          NumberOfChildOccupants: 0,
          RoomDetails: [
            { RoomType: 'Bedroom', Count: 10 },
            { RoomType: 'Lounge', Count: 0 },
          ],
        }),
      ),
    );
    expect(home.profile.NumberOfAdultOccupants).toBe(20);
  });

  it('says once the completion events are recorded', async () => {
    expect((await homeProfileOf(aroha)).eventsRecorded.homeProfileMandatoryComplete).toBe(false);
    await ok(await call(aroha, 'POST', postEvent.path.replace('{event}', 'homeProfileMandatoryComplete')));
    expect((await homeProfileOf(aroha)).eventsRecorded).toEqual({
      homeProfileMandatoryComplete: true,
      homeProfileFullyComplete: false,
    });
  });

  it('is not there for an sme account, which has the business profile', async () => {
    expect((await get(mere, getHomeProfile.path)).status).toBe(404);
    expect((await call(mere, 'POST', saveHomeProfile.path, { HouseType: 'Standalone' })).status).toBe(404);
  });
});

describe('business profile', () => {
  const saveBusiness = (body: unknown) => call(mere, 'POST', saveBusinessProfile.path, body);

  it('offers a catalogue of 19 industries with their sub-divisions', async () => {
    const { industries } = getBusinessIndustries.response.parse(await ok(await get(mere, getBusinessIndustries.path)));
    expect(industries).toHaveLength(19);
    for (const industry of industries) expect(industry.subDivisions.length).toBeGreaterThan(0);
    const names = industries.flatMap((industry) => industry.subDivisions.map((division) => division.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'Dairy Cattle Farming',
        'Vineyard',
        'Cafes',
        'Clubs (Hospitality)',
        'Pubs, Taverns and Bars',
      ]),
    );
  });

  it("answers mere@'s complete cafe profile, the customers-served question applying", async () => {
    const business = getBusinessProfile.response.parse(await ok(await get(mere, getBusinessProfile.path)));
    expect(business).toMatchObject({
      billingAccountId: 'ba-3001',
      profile: {
        Industry: { IndustryId: 'hospitality', SubDivisionId: 'cafes' },
        NumberOfCustomersServedPerMonth: 2400,
      },
      progress: { isMandatoryComplete: true, isFullyComplete: true },
    });
    const applicable = business.progress.questions.filter((q) => q.isApplicable).map((q) => q.question);
    expect(applicable).toContain('NumberOfCustomersServedPerMonth');
    expect(applicable).not.toContain('MilkProducedInLitresPerMonth');
  });

  it("starts hemi@'s (an sme without a profile) at step 1", async () => {
    const business = getBusinessProfile.response.parse(await ok(await get(hemi, getBusinessProfile.path)));
    expect(business.progress).toMatchObject({ currentStep: 1, isMandatoryComplete: false });
  });

  it('refuses a conditional answer whose question does not apply, naming it', async () => {
    await expectBadRequest(await saveBusiness({ MilkProducedInLitresPerMonth: 30000 }), 'MilkProducedInLitresPerMonth');
    await expectBadRequest(await saveBusiness({ WineProducedInLitresPerMonth: 500 }), 'WineProducedInLitresPerMonth');
    await expectBadRequest(await saveBusiness({ NumberOfRoomsManaged: 12 }), 'NumberOfRoomsManaged');
  });

  it('refuses choices outside the catalogue and the lists, naming the field', async () => {
    await expectBadRequest(
      await saveBusiness({ Industry: { IndustryId: 'hospitality', SubDivisionId: 'vineyard' } }),
      'Industry.SubDivisionId',
    );
    await expectBadRequest(
      await saveBusiness({ Industry: { IndustryId: 'piracy', SubDivisionId: 'x' } }),
      'Industry.IndustryId',
    );
    await expectBadRequest(await saveBusiness({ NumberOfEmployees: '6' }), 'NumberOfEmployees');
    await expectBadRequest(await saveBusiness({ PaidServices: ['Jacuzzi'] }), 'PaidServices');
    await expectBadRequest(await saveBusiness({ TotalNumberOfSites: 0 }), 'TotalNumberOfSites');
  });

  it('clears the answers that stop applying with another industry, and asks the new conditional question', async () => {
    const dairy = getBusinessProfile.response.parse(
      await ok(await saveBusiness({ Industry: { IndustryId: 'agriculture', SubDivisionId: 'dairy-cattle-farming' } })),
    );
    expect(dairy.profile.NumberOfCustomersServedPerMonth).toBeNull();
    expect(dairy.progress.isMandatoryComplete).toBe(false);
    const asked = dairy.progress.questions.filter((question) => question.isApplicable);
    expect(asked[dairy.progress.currentStep - 1]?.question).toBe('MilkProducedInLitresPerMonth');
    const complete = getBusinessProfile.response.parse(
      await ok(await saveBusiness({ MilkProducedInLitresPerMonth: 42000 })),
    );
    expect(complete.progress.isMandatoryComplete).toBe(true);
    const rooms = getBusinessProfile.response.parse(
      await ok(await saveBusiness({ MainUse: 'Accommodation', NumberOfRoomsManaged: 8 })),
    );
    expect(rooms.profile).toMatchObject({ MainUse: 'Accommodation', NumberOfRoomsManaged: 8, TotalNumberOfSites: 1 });
    const reread = getBusinessProfile.response.parse(await ok(await get(mere, getBusinessProfile.path)));
    expect(reread.profile.MilkProducedInLitresPerMonth).toBe(42000);
  });

  it('is not there for a residential account', async () => {
    expect((await get(aroha, getBusinessProfile.path)).status).toBe(404);
    expect((await call(aroha, 'POST', saveBusinessProfile.path, { TotalNumberOfSites: 1 })).status).toBe(404);
  });
});

describe('insights', () => {
  const today = aucklandToday();
  const yesterday = shiftDate(today, -1);
  const year = Number(today.slice(0, 4));

  const expectRounded = (readings: Array<{ EnergyInKWh: number; EnergyInDollars: number }>) => {
    for (const reading of readings) {
      expect(Number.isInteger(reading.EnergyInKWh)).toBe(true);
      expect(Math.round(reading.EnergyInDollars * 100) / 100).toBe(reading.EnergyInDollars);
    }
  };

  it("splits tama@'s last month by category from his readings and his profile, against similar homes", async () => {
    const insights = getLatestInsights.response.parse(await ok(await get(tama, getLatestInsights.path)));
    const lastMonthEnd = shiftDate(`${today.slice(0, 7)}-01`, -1);
    expect(insights).toMatchObject({
      Period: 'Month',
      Date: `${lastMonthEnd.slice(0, 7)}-01`,
      EndDate: lastMonthEnd,
      IsLite: false,
      HasHomeProfileChanged: false,
    });
    expectRounded(insights.Readings);
    expectRounded(insights.Comparison.Readings.Average);
    // The categories add up to the totals: dollars to the cent.
    const cents = insights.Readings.reduce((sum, reading) => sum + Math.round(reading.EnergyInDollars * 100), 0);
    expect(cents).toBe(Math.round(insights.Comparison.Total.UsageInDollars.Actual * 100));
    const kwh = insights.Readings.reduce((sum, reading) => sum + reading.EnergyInKWh, 0);
    expect(Math.abs(kwh - insights.Comparison.Total.UsageInKWh.Actual)).toBeLessThanOrEqual(1);
    const gas = insights.Comparison.Gas;
    expect(gas).not.toBeNull();
    expect(insights.Readings.map((reading) => reading.Use)).toContain('Gas Heating');
    const { Actual, Average, Efficient } = insights.Comparison.Electricity.UsageInKWh;
    expect(Actual).toBeGreaterThan(0);
    expect(Efficient).toBeLessThan(Average);

    // The electricity figures are the metered ones the usage chart shows for the same days.
    const period = getElectricityBillPeriod.response.parse(
      await ok(
        await call(tama, 'POST', getElectricityBillPeriod.path, {
          startDate: insights.Date,
          endDate: insights.EndDate,
        }),
      ),
    );
    const metered = period.dailyUsage.usage.reduce((sum, day) => sum + day.kw, 0);
    expect(Math.abs(Actual - metered)).toBeLessThanOrEqual(1);
  });

  it('gives a generic (lite) split without a complete home profile, and no gas comparison without advanced gas', async () => {
    const insights = getLatestInsights.response.parse(await ok(await get(ana, getLatestInsights.path)));
    expect(insights).toMatchObject({ IsLite: true, HasHomeProfileChanged: false });
    expect(insights.Comparison.Gas).toBeNull();
    expect(insights.Readings.map((reading) => reading.Use)).not.toContain('Gas');
    expect(insights.EarliestDate >= '2016-01-01' && insights.EarliestDate <= insights.Date).toBe(true);
  });

  it('says the home profile changed during the period when it was saved in it', async () => {
    // ana@ finishes her profile today (its readings are already there, from the test before).
    await ok(await saveHome(ana, mandatoryAnswers));
    const insights = getThirtyDayInsights.response.parse(await ok(await get(ana, getThirtyDayInsights.path)));
    expect(insights).toMatchObject({
      Period: 'ThirtyDay',
      Date: shiftDate(yesterday, -29),
      EndDate: yesterday,
      IsLite: false,
      HasHomeProfileChanged: true,
    });
  });

  it('gives the same answer twice', async () => {
    const first = await ok(await get(tama, getThirtyDayInsights.path));
    expect(await ok(await get(tama, getThirtyDayInsights.path))).toEqual(first);
  });

  it('answers a year with readings, up to the last complete day in the current year', async () => {
    // The year of the last complete day (on 1 January, that is last year).
    const current = Number(yesterday.slice(0, 4));
    const thisYear = getYearlyInsights.response.parse(
      await ok(await get(tama, `${getYearlyInsights.path}?year=${current}`)),
    );
    expect(thisYear).toMatchObject({ Period: 'Year', Date: `${current}-01-01`, EndDate: yesterday });
    const lastYear = getYearlyInsights.response.parse(
      await ok(await get(tama, `${getYearlyInsights.path}?year=${current - 1}`)),
    );
    expect(lastYear).toMatchObject({ Date: `${current - 1}-01-01`, EndDate: `${current - 1}-12-31` });
    expect(lastYear.Comparison.Total.UsageInKWh.Actual).toBeGreaterThan(
      thisYear.Comparison.Total.UsageInKWh.Actual / 2,
    );
  });

  it('answers 400 for a malformed year or one before 2016, and 404 for a year without readings', async () => {
    await expectBadRequest(await get(tama, `${getYearlyInsights.path}?year=twenty`), 'year');
    await expectBadRequest(await get(tama, `${getYearlyInsights.path}?year=2015`), 'year');
    await expectBadRequest(await get(tama, getYearlyInsights.path), 'year');
    expect((await get(tama, `${getYearlyInsights.path}?year=${year + 1}`)).status).toBe(404);
    // The readings go three years back: four years back has none.
    expect((await get(tama, `${getYearlyInsights.path}?year=${year - 4}`)).status).toBe(404);
  });
});
