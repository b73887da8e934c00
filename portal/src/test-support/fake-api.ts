import {
  API_BASE,
  calls,
  clientProblemTypes,
  problemContentType,
  type CallSchema,
  type Problem,
  type ResponseOf,
} from '@harakeke/contract';
import { onTestFinished } from 'vitest';
import { json, stubFetch, type RecordedRequest } from './fetch.js';

type Calls = typeof calls;

/** A contract call, by its name in the contract's `calls`. */
export type CallName = keyof Calls;

/** An error answer of a fake call: the spec's error object (problem+json) with its status. */
export class FakeProblem {
  constructor(readonly body: Problem & { status: number }) {}
}

/** A failed call's answer: `status` with the spec's error object, its type the generic one unless given. */
export function problem(status: number, fields: Partial<Problem> = {}): FakeProblem {
  return new FakeProblem({ type: clientProblemTypes.default, title: 'Something went wrong', ...fields, status });
}

/** The `track` of a posted event (spec 1 §7: `POST /private/events/{event}?track`), undefined without one. */
export const trackOf = (request: RecordedRequest): string | undefined =>
  new URL(request.url, 'http://localhost').searchParams.get('track') ?? undefined;

/** A request to a declared call, as the fake's handler sees it. */
export interface FakeRequest extends RecordedRequest {
  /** The call's path parameters (`{event}` of `/private/events/{event}`), decoded. */
  params: Record<string, string>;
  /** The query: a GET's or DELETE's input, or the query fields a body call declares (CallSchema.query). */
  query: URLSearchParams;
}

/**
 * What a call answers: a body of the call's response type (checked by TypeScript against the contract's schema), a
 * problem for an error, or a Response for what neither can say (a malformed body); or a promise of one (one that
 * never settles holds the call unanswered).
 */
export type FakeAnswer<C extends CallSchema> = ResponseOf<C> | FakeProblem | Response;

/** A call's answer, or a function of the request answering it (its answer may change during a test). */
export type FakeHandler<C extends CallSchema> =
  FakeAnswer<C> | ((request: FakeRequest) => FakeAnswer<C> | Promise<FakeAnswer<C>>);

/** The answers of the calls a test expects, by contract call name. */
export type FakeApiAnswers = { [Name in CallName]?: FakeHandler<Calls[Name]> };

interface Route {
  name: CallName;
  method: string;
  pattern: RegExp;
  parameters: string[];
}

/** A call's method and path as a pattern of the full URL path, its `{name}` parameters captured. */
function routeOf(name: CallName, call: CallSchema): Route {
  const parameters: string[] = [];
  const path = call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, parameter: string) => {
    parameters.push(parameter);
    return '([^/]+)';
  });
  return { name, method: call.method, pattern: new RegExp(`^${API_BASE}${path}/?$`), parameters };
}

// A fixed path wins over a parameter in the same place, as the server registers them (POST /private/tips/visitedTips
// is visitedTips, not reviewTip with the guid 'visitedTips'): the calls with fewer parameters are matched first.
const routes: Route[] = Object.entries(calls)
  .map(([name, call]) => routeOf(name as CallName, call))
  .sort((a, b) => a.parameters.length - b.parameters.length);

function respond(answer: FakeAnswer<CallSchema>): Response {
  if (answer instanceof Response) return answer;
  if (answer instanceof FakeProblem) return json(answer.body, answer.body.status, problemContentType);
  return json(answer);
}

export interface FakeApiOptions {
  /** Told of each request to a call the test did not declare; by default the test fails when it ends. */
  onUndeclared?: (call: string) => void;
}

/** Collects undeclared calls and fails the running test with them once it ends. */
function failAtTestEnd(): (call: string) => void {
  const undeclared: string[] = [];
  onTestFinished(() => {
    if (undeclared.length > 0) throw new Error(`fakeApi: calls the test did not declare: ${undeclared.join(', ')}`);
  });
  return (call) => undeclared.push(call);
}

/**
 * Replaces fetch with a fake of the API that answers the calls a test declares, by contract call name, matching
 * each request's method and path against the contract's call definitions. A request to any other call answers
 * nothing (the fetch fails) and fails the test when it ends, naming the call. Returns the requests sent, and
 * those of one call by name.
 */
export function fakeApi(answers: FakeApiAnswers, { onUndeclared = failAtTestEnd() }: FakeApiOptions = {}) {
  const requests = stubFetch(async (request) => {
    const url = new URL(request.url, 'http://portal');
    const route = routes.find(
      (candidate) => candidate.method === request.method && candidate.pattern.test(url.pathname),
    );
    const handler = route && (answers[route.name] as FakeHandler<CallSchema> | undefined);
    if (!route || handler === undefined) {
      const call = `${request.method} ${url.pathname}${route ? ` (${route.name})` : ''}`;
      onUndeclared(call);
      throw new TypeError(`fakeApi: the test declares no answer for ${call}`);
    }
    const values = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    const params = Object.fromEntries(
      route.parameters.map((name, index) => [name, decodeURIComponent(values[index] ?? '')]),
    );
    const answer =
      typeof handler === 'function' ? await handler({ ...request, params, query: url.searchParams }) : handler;
    return respond(answer);
  });
  const namesOf = new Map<RecordedRequest, CallName | undefined>();
  return {
    requests,
    /** The requests sent to one call. */
    requestsTo(name: CallName): RecordedRequest[] {
      return requests.filter((request) => {
        if (!namesOf.has(request)) {
          const path = new URL(request.url, 'http://portal').pathname;
          namesOf.set(
            request,
            routes.find((route) => route.method === request.method && route.pattern.test(path))?.name,
          );
        }
        return namesOf.get(request) === name;
      });
    },
  };
}
