import { getHomeProfile, postEvent, saveHomeProfile } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { expectBadRequest, homeProfileCalls, mandatoryAnswers, ok } from './profile-calls.js';

// The home profile (spec 2 §3–§5) and what it unlocks in the comparison widgets (spec 2 §4), for the demo customers
// the README lists.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const api = useCustomerApi([aroha, tama, mere]);
const { call, get } = api;
const { homeProfileOf, saveHome, widgetState } = homeProfileCalls(api);

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
