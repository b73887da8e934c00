import { getElectricityBillPeriod, getOutage, postEvent, visitedTips } from '@harakeke/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProblem, callApi } from '../api/call-api.js';
import { fakeApi, problem } from './fake-api.js';

afterEach(() => vi.unstubAllGlobals());

const noOutage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

describe('fakeApi', () => {
  it('answers a declared call by its method and path, with its path parameters', async () => {
    const api = fakeApi({
      getOutage: noOutage,
      postEvent: ({ params }) => (params.event === 'userVisit' ? { recorded: true } : problem(400)),
    });
    expect(await callApi(getOutage)).toEqual(noOutage);
    expect(await callApi(postEvent, { event: 'userVisit', track: 'x' })).toEqual({ recorded: true });
    expect(api.requestsTo('postEvent')).toHaveLength(1);
    expect(api.requestsTo('getOutage')[0]?.method).toBe('GET');
  });

  it('takes a fixed path for its own call, not for a parameter of another call at the same place', async () => {
    const undeclared: string[] = [];
    const api = fakeApi(
      { reviewTip: problem(404, { detail: 'No such tip.' }) },
      { onUndeclared: (call) => undeclared.push(call) },
    );
    // POST /private/tips/visitedTips is visitedTips, which this test does not declare, not reviewTip of a tip
    // whose guid would be 'visitedTips'.
    await callApi(visitedTips, {}).catch(() => undefined);
    expect(api.requestsTo('reviewTip')).toEqual([]);
    expect(api.requestsTo('visitedTips')).toHaveLength(1);
    expect(undeclared).toEqual(['POST /api/v1/private/tips/visitedTips (visitedTips)']);
  });

  it('answers a problem as the spec’s error object with its status', async () => {
    fakeApi({ getOutage: problem(503, { detail: 'Down for a bit.' }) });
    const failure = await callApi(getOutage).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiProblem);
    expect((failure as ApiProblem).problem).toMatchObject({ status: 503, detail: 'Down for a bit.' });
  });

  it('fails a call the test did not declare, naming it', async () => {
    const undeclared: string[] = [];
    fakeApi({ getOutage: noOutage }, { onUndeclared: (call) => undeclared.push(call) });
    const failure = await callApi(getElectricityBillPeriod, { startDate: '2026-10-16', endDate: '2026-11-15' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiProblem);
    expect(undeclared).toEqual([
      'POST /api/v1/private/electricity/aggregated-site-bill-period (getElectricityBillPeriod)',
    ]);
  });
});
