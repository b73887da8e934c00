import { getBusinessIndustries, getBusinessProfile, saveBusinessProfile } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { expectBadRequest, ok } from './profile-calls.js';

// The business profile (spec 2 §3, §5), for the demo customers the README lists.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');

const { call, get } = useCustomerApi([aroha, mere, hemi]);

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
