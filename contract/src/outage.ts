import { z } from 'zod/mini';
import { defineCall } from './call.js';

export const outageSchema = z.object({
  isOn: z.boolean(),
  shouldNotify: z.boolean(),
  /** Human text of the outage window, e.g. '9pm to 11pm tonight'. */
  period: z.nullable(z.string()),
  /** ISO date-time when the outage ends. */
  endDate: z.nullable(z.string()),
  outageDurationText: z.nullable(z.string()),
});

export type Outage = z.infer<typeof outageSchema>;

/** spec 1 §7: national outage state, readable before sign-in. */
export const getOutage = defineCall({
  method: 'GET',
  path: '/public/outage',
  auth: 'public',
  request: z.object({}),
  response: outageSchema,
  errors: [],
  summary: 'National outage state',
});
