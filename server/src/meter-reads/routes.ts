import { getSiteMeters, submitMeterRead, type Problem } from '@harakeke/contract';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { aucklandToday } from '@harakeke/calendar';
import { siteMetersOf, submitMeterReads } from './meter-reads.js';
import type { MeterReadError } from './rules.js';

/** spec 2 §8: a meter read refusal listing each error, as the portal reads `errors[0].detail`. */
class MeterReadProblem extends HttpProblem {
  constructor(readonly errors: readonly MeterReadError[]) {
    super(
      400,
      '/error/bad_request',
      'Bad request',
      errors.map((error) => `${error.field}: ${error.detail}`).join('; '),
    );
  }

  override toProblem(instance?: string): Problem {
    const problem: Problem & { errors: readonly MeterReadError[] } = {
      ...super.toProblem(instance),
      errors: [...this.errors],
    };
    return problem;
  }
}

/** Meter reads (spec 2 §3, §5 and §7): the customer's meters, and their reads. */
export function meterReadsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, getSiteMeters, async ({ db, customerId }) => siteMetersOf(db, customerId));

  defineRoute(routes, submitMeterRead, async ({ db, clock, customerId, input }) => {
    const submission = await submitMeterReads(db, customerId, input, aucklandToday(clock.now()));
    // Another customer's meter gets the same answer as one that does not exist.
    if (submission.outcome === 'unknownMeter') throw problems.notFound(`You have no meter ${submission.meterId}.`);
    if (submission.outcome === 'refused') throw new MeterReadProblem(submission.errors);
    return submission.answer;
  });

  return routes;
}
