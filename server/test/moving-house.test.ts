import {
  getMove,
  getMovingHouse,
  searchMovingHouseAddresses,
  submitMovingHouse,
  type MovingHouseRequest,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// Moving house (spec 2 §2, §3; rules ours), from the database, per customer.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const { call, get } = useCustomerApi([aroha, tama, ana]);
const today = TEST_TODAY;

const lookup = async (as: { id: string }, query: string) =>
  searchMovingHouseAddresses.response.parse(
    await expectOk(await get(as, `${searchMovingHouseAddresses.path}?query=${encodeURIComponent(query)}`)),
  ).addresses;

const pick = async (query: string) => {
  const [address] = await lookup(aroha, query);
  if (!address) throw new Error(`No address for ${query}`);
  return address;
};

/** aroha's move to 7 Tōtara Avenue, Mount Eden (electricity, natural gas and LPG there), in two weeks. */
async function arohasMove(): Promise<MovingHouseRequest> {
  const newAddress = await pick('7 totara mount eden');
  return {
    currentAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
    newAddress: newAddress.fullAddress,
    currentMoveDate: addDays(today, 14),
    newMoveDate: addDays(today, 14),
    emailAddress: 'aroha@example.nz',
    mobileNumber: '+64211234567',
    medicalSupport: false,
    meterAccessPrevented: false,
    meterAccessNotes: '',
    isDogOnSite: true,
    selectedEnergy: ['electricity', 'naturalGas'],
    additionalMessage: '',
    nzPostAddressSelected: true,
    nzPostDpId: newAddress.dpId,
    registryAddressSelected: false,
    propertyIdToPopulate: null,
  };
}

describe('moving house address lookup', () => {
  it('answers at most 10 addresses holding every word typed, with the energy available at each', async () => {
    const kowhai = await lookup(aroha, 'kowhai st');
    expect(kowhai).toHaveLength(10);
    for (const address of kowhai) expect(address.fullAddress).toContain('Kōwhai Street');
    const [twelve] = await lookup(aroha, '12 Kōwhai Ponsonby');
    expect(twelve).toMatchObject({ fullAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011', postcode: '1011' });
    expect(twelve?.availableEnergy).toEqual(['electricity', 'naturalGas', 'lpg']);
    // No gas network reaches Christchurch; no bottles go to an apartment block.
    for (const address of await lookup(aroha, 'harakeke riccarton')) {
      expect(address.availableEnergy).toEqual(['electricity', 'lpg']);
    }
    expect((await pick('3 harbour view apartments')).availableEnergy).toEqual(['electricity']);
    expect(await lookup(aroha, 'nowhere street')).toEqual([]);
  });

  it('asks for at least 3 characters, naming the query', async () => {
    const short = await expectProblem(await get(aroha, `${searchMovingHouseAddresses.path}?query=ab`), 400);
    expect(short.detail).toContain('query');
    await expectProblem(await get(aroha, searchMovingHouseAddresses.path), 400);
  });
});

describe('moving house', () => {
  it('starts the form from the selected site, the customer’s contact details and any move in progress', async () => {
    const arohas = getMovingHouse.response.parse(await expectOk(await get(aroha, getMovingHouse.path)));
    expect(arohas).toMatchObject({
      currentAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
      emailAddress: 'aroha@example.nz',
      mobileNumber: '+64211234567',
      availableEnergy: ['electricity'],
      pendingMove: null,
      moves: [],
    });
    const tamas = getMovingHouse.response.parse(await expectOk(await get(tama, getMovingHouse.path)));
    expect(tamas.pendingMove).toBeNull();
    expect(tamas.moves).toEqual([expect.objectContaining({ referenceId: 'MH-100001', status: 'completed' })]);
    expect([...tamas.availableEnergy].sort()).toEqual(['electricity', 'naturalGas']);
    const anas = getMovingHouse.response.parse(await expectOk(await get(ana, getMovingHouse.path)));
    expect(anas.pendingMove).toMatchObject({ referenceId: 'MH-100002', status: 'pending' });
  });

  it('refuses a form breaking a rule with 400 naming the field', async () => {
    const move = await arohasMove();
    const henderson = await pick('1 manuka road henderson');
    const ponsonby = await pick('12 kowhai ponsonby');
    const cases: Array<[Partial<MovingHouseRequest>, string]> = [
      [{ currentMoveDate: '2026-02-30' }, 'currentMoveDate'],
      [{ currentMoveDate: addDays(today, -1) }, 'currentMoveDate'],
      [{ newMoveDate: addDays(today, 91) }, 'newMoveDate'],
      // Ours: moving in at most 30 days before moving out.
      [{ currentMoveDate: addDays(today, 40), newMoveDate: addDays(today, 9) }, 'newMoveDate'],
      [{ emailAddress: 'aroha@' }, 'emailAddress'],
      [{ mobileNumber: '021 123 4567' }, 'mobileNumber'],
      [{ mobileNumber: '+6491234567' }, 'mobileNumber'],
      [{ meterAccessPrevented: true, meterAccessNotes: ' ' }, 'meterAccessNotes'],
      [{ meterAccessPrevented: true, meterAccessNotes: 'x'.repeat(501) }, 'meterAccessNotes'],
      [{ additionalMessage: 'x'.repeat(1001) }, 'additionalMessage'],
      [{ selectedEnergy: [] }, 'selectedEnergy'],
      [{ newAddress: henderson.fullAddress, nzPostDpId: henderson.dpId }, 'selectedEnergy'],
      [{ newAddress: ponsonby.fullAddress, nzPostDpId: ponsonby.dpId }, 'newAddress'],
      [{ nzPostDpId: '999' }, 'nzPostDpId'],
      [{ nzPostAddressSelected: false, nzPostDpId: null }, 'newAddress'],
      [{ currentAddress: '48 Rimu Road, Kelburn, Wellington 6012' }, 'currentAddress'],
    ];
    for (const [change, field] of cases) {
      const refused = await expectProblem(
        await call(aroha, 'POST', submitMovingHouse.path, { ...move, ...change }),
        400,
      );
      expect(refused.detail, JSON.stringify(change).slice(0, 80)).toContain(field);
    }
    const unchanged = getMovingHouse.response.parse(await expectOk(await get(aroha, getMovingHouse.path)));
    expect(unchanged.pendingMove).toBeNull();
  });

  it('takes a move, keeps it, and refuses a second while it is in progress', async () => {
    const move = await arohasMove();
    const byRegistry = { ...move, nzPostAddressSelected: false, nzPostDpId: null, registryAddressSelected: true };
    const property = (await pick('7 totara mount eden')).propertyId;
    const taken = submitMovingHouse.response.parse(
      await expectOk(
        await call(aroha, 'POST', submitMovingHouse.path, { ...byRegistry, propertyIdToPopulate: property }),
      ),
    );
    expect(taken.referenceId).toMatch(/^MH-\d+$/);
    expect(taken).toMatchObject({ status: 'pending', promotionStatus: 'applied' });
    expect(taken.move).toMatchObject({ newAddress: move.newAddress, newMoveDate: move.newMoveDate });
    const after = getMovingHouse.response.parse(await expectOk(await get(aroha, getMovingHouse.path)));
    expect(after.pendingMove?.referenceId).toBe(taken.referenceId);
    const again = await expectProblem(await call(aroha, 'POST', submitMovingHouse.path, move), 409);
    expect(again.detail).toContain(taken.referenceId);
    const movePath = (referenceId: string) => getMove.path.replace('{referenceId}', referenceId);
    expect(getMove.response.parse(await expectOk(await get(aroha, movePath(taken.referenceId)))).status).toBe(
      'pending',
    );
    // A customer reads only their own moves.
    await expectProblem(await get(tama, movePath(taken.referenceId)), 404);
    await expectProblem(await get(aroha, movePath('MH-100002')), 404);
  });

  it('answers 409 to ana, whose demo move is in progress', async () => {
    const newAddress = await pick('3 kauri crescent karori');
    const refused = await expectProblem(
      await call(ana, 'POST', submitMovingHouse.path, {
        ...(await arohasMove()),
        currentAddress: '27 Pōhutukawa Avenue, Mount Maunganui 3116',
        newAddress: newAddress.fullAddress,
        nzPostDpId: newAddress.dpId,
        emailAddress: 'ana@example.nz',
        mobileNumber: '+64211239876',
      }),
      409,
    );
    expect(refused.detail).toContain('MH-100002');
  });
});
