import {
  getHomeComparisonWidget,
  getHomeProfile,
  getUsageBreakdownWidget,
  problemSchema,
  saveHomeProfile,
} from '@harakeke/contract';
import { expect } from 'vitest';

type Call = (as: { id: string }, method: string, path: string, body?: unknown) => Promise<Response>;

/** A 200's body, failing the test with the answer's text otherwise. */
export const ok = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

/** A 400 whose detail names the field. */
export const expectBadRequest = async (response: Response, field: string) => {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const problem = problemSchema.parse(await response.json());
  expect(problem.detail).toContain(field);
};

/** The six mandatory home profile answers (spec 2 §4): what unlocks the comparison. */
export const mandatoryAnswers = {
  EnergyTypesUsed: ['Electricity'],
  HouseType: 'Standalone',
  FloorArea: { Min: 200, Max: 249 },
  WaterHeating: 'Electricity',
  HeatingFuels: ['Electricity', 'SolidFuel'],
  AirConditioning: ['None'],
};

/** The home profile and the comparison widgets, called as a customer of a test file's server. */
export function homeProfileCalls({
  call,
  get,
}: {
  call: Call;
  get: (as: { id: string }, path: string) => Promise<Response>;
}) {
  const homeProfileOf = async (as: { id: string }) =>
    getHomeProfile.response.parse(await ok(await get(as, '/private/homeProfile')));
  const saveHome = (as: { id: string }, body: unknown) => call(as, 'POST', saveHomeProfile.path, body);
  const widgetState = async (as: { id: string }) => {
    const comparison = getHomeComparisonWidget.response.parse(await ok(await get(as, getHomeComparisonWidget.path)));
    const breakdown = getUsageBreakdownWidget.response.parse(await ok(await get(as, getUsageBreakdownWidget.path)));
    expect(breakdown.state).toBe(comparison.state);
    return { comparison, breakdown };
  };
  return { homeProfileOf, saveHome, widgetState };
}
