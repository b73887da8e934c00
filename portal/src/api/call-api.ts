import {
  API_BASE,
  clientProblemTypes,
  queryFieldsOf,
  type CallSchema,
  type Problem,
  type RequestOf,
  type ResponseOf,
} from '@harakeke/contract';
import { WretchError } from 'wretch/resolver';
import { readBrand } from './page-brand.js';
import { tokenStore } from '../auth/token-store.js';
import { httpClient } from './http-client.js';
import { toProblem } from './problems.js';
import { refreshAccessToken } from './session-refresh.js';

/** A failed call, carrying the spec's error object. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.title ?? problem.type);
  }
}

/** The spec's error object of any failure: a failed call's own, or one made from whatever else was thrown. */
export function problemOf(error: unknown): Problem {
  return error instanceof ApiProblem ? error.problem : toProblem(error);
}

/** spec 1 §8: a refresh that fails for another reason than a 400 keeps the session and says this. */
export const refreshFailedProblem: Problem = {
  type: clientProblemTypes.default,
  status: 500,
  title: 'Something went wrong',
  detail: 'An error occurred while retrieving your data. Please refresh to try again. Thank you for your patience.',
};

/**
 * The call's path with its `{name}` parameters filled in from the input (encoded), and what is left of the input
 * for the query or body.
 */
export function resolvePath(path: string, input: Record<string, unknown>) {
  const rest = { ...input };
  const resolved = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${path} needs ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: resolved, rest };
}

/** A body call's input split into the query fields it declares (CallSchema.query) and its JSON body. */
export function splitBodyInput(call: CallSchema, input: Record<string, unknown>) {
  const names = queryFieldsOf(call);
  const query: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (!names.includes(name)) body[name] = value;
    else if (value !== undefined) query[name] = String(value);
  }
  return { query, body };
}

function send(call: CallSchema, input: unknown, token: string | undefined): Promise<unknown> {
  const { path, rest } = resolvePath(call.path, input as Record<string, unknown>);
  input = rest;
  let request = httpClient().url(`${API_BASE}${path}`);
  if (token) request = request.auth(`Bearer ${token}`);
  switch (call.method) {
    case 'GET':
      return request
        .query(input as Record<string, string>)
        .get()
        .json();
    case 'DELETE':
      return request
        .query(input as Record<string, string>)
        .delete()
        .json();
    case 'POST':
    case 'PUT': {
      // The fields the spec puts in a body call's address (`POST /private/tags?tagName=`) go there; the rest is JSON.
      const { query, body } = splitBodyInput(call, input as Record<string, unknown>);
      const withBody = request.query(query).json(body);
      return (call.method === 'POST' ? withBody.post() : withBody.put()).json();
    }
  }
}

/**
 * Sends a call with the bearer token for customer calls, refreshes and retries once on a 401 (spec 1 §4), and turns
 * every failure into an ApiProblem. `attempt` sends the request with the token it is given (none on public calls).
 */
export async function withSession<T>(call: CallSchema, attempt: (token: string | undefined) => Promise<T>): Promise<T> {
  try {
    const token = call.auth === 'customer' ? tokenStore.get()?.accessToken : undefined;
    try {
      return await attempt(token);
    } catch (error) {
      if (!(error instanceof WretchError && error.status === 401 && call.auth === 'customer')) throw error;
      const outcome = await refreshAccessToken(readBrand(), token);
      if (outcome.kind === 'failed') throw new ApiProblem(refreshFailedProblem);
      if (outcome.kind === 'ended') throw error;
      return await attempt(outcome.accessToken);
    }
  } catch (error) {
    throw error instanceof ApiProblem ? error : new ApiProblem(toProblem(error));
  }
}

/**
 * Calls one contract call: adds the bearer token for customer calls, refreshes and retries once on a
 * 401 (spec 1 §4), checks the answer against the contract, and turns every failure into an ApiProblem.
 */
export async function callApi<C extends CallSchema>(call: C, input?: RequestOf<C>): Promise<ResponseOf<C>> {
  const body = input ?? {};
  const answer = await withSession(call, (token) => send(call, body, token));
  const parsed = call.response.safeParse(answer);
  if (!parsed.success) {
    throw new ApiProblem({ type: clientProblemTypes.parseError, status: 500, title: 'Something went wrong' });
  }
  return parsed.data as ResponseOf<C>;
}
