import { getShowerOptimiser, saveShowerOptimiser } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';

// The shower optimiser (spec 2 §3, §7), per customer and persisted.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');

const { call, get } = useCustomerApi([aroha, tama]);

describe('shower optimiser', () => {
  it('starts from typical showers and estimates their yearly cost from the hot-water type', async () => {
    const arohas = getShowerOptimiser.response.parse(await expectOk(await get(aroha, getShowerOptimiser.path)));
    expect(arohas).toMatchObject({ isSaved: false, hotWaterType: 'Electricity', actualShowerTimeInSeconds: null });
    expect(arohas.yearly.amount).toBeGreaterThan(0);
    const tamas = getShowerOptimiser.response.parse(await expectOk(await get(tama, getShowerOptimiser.path)));
    expect(tamas).toMatchObject({ isSaved: true, hotWaterType: 'Gas', showerTimesInMinutes: [6, 9, 5] });
    expect(tamas.actualShowerYearly).not.toBeNull();
  });

  it('saves the showers for that customer only', async () => {
    const body = { showerTimesInMinutes: [5, 7], actualShowerTimeInSeconds: 300 };
    const saved = saveShowerOptimiser.response.parse(
      await expectOk(await call(aroha, 'POST', saveShowerOptimiser.path, body)),
    );
    expect(saved).toMatchObject({ ...body, isSaved: true });
    const read = getShowerOptimiser.response.parse(await expectOk(await get(aroha, getShowerOptimiser.path)));
    expect(read).toEqual(saved);
    expect(read.suggestions.map((suggestion) => suggestion.minutes)).toEqual([4, 5, 6]);
    const tamas = getShowerOptimiser.response.parse(await expectOk(await get(tama, getShowerOptimiser.path)));
    expect(tamas.showerTimesInMinutes).toEqual([6, 9, 5]);
  });

  it('refuses shower times out of range, naming the field', async () => {
    const empty = await expectProblem(
      await call(aroha, 'POST', saveShowerOptimiser.path, { showerTimesInMinutes: [] }),
      400,
    );
    expect(empty.detail).toContain('showerTimesInMinutes');
    const long = await expectProblem(
      await call(aroha, 'POST', saveShowerOptimiser.path, { showerTimesInMinutes: [5], actualShowerTimeInSeconds: 0 }),
      400,
    );
    expect(long.detail).toContain('actualShowerTimeInSeconds');
  });
});
