import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';
import { siteStatusSchema } from './billing-accounts.js';

/**
 * spec 2 §8: a refused read whose first error detail contains this is a locked meter; the portal shows the detail.
 * The server words it 'Meter M-… is locked by a read in progress for the billing cycle.'
 */
export const METER_LOCKED_MARKER = 'is locked by';

/** spec 2 §9: a last meter read shows one decimal, so a reading carries at most one. */
export const METER_READING_PATTERN = /^\d{1,9}(\.\d)?$/;

/** One register's latest read: the meter reader's, an estimate, or one the customer gave. */
export const lastMeterReadSchema = z.object({
  reading: z.number(),
  readDate: isoDate,
  source: z.enum(['actual', 'estimated', 'customer']),
});

/** spec 2 §3 device: one register of a meter (a day/night meter has two). */
export const meterDeviceSchema = z.object({
  id: z.string(),
  /** The register's name as the meter labels it: 'Uncontrolled', 'Day', 'Night', 'Gas'. */
  register: z.string(),
  unit: z.enum(['kWh', 'm3']),
  lastRead: z.nullable(lastMeterReadSchema),
});

export const meterSchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  supplyPointId: z.string(),
  supplyType: z.enum(['electricity', 'naturalGas']),
  /** A read already in progress for the billing cycle: a new one is refused with METER_LOCKED_MARKER. */
  isLocked: z.boolean(),
  devices: z.array(meterDeviceSchema),
});

/**
 * spec 2 §3 meter read property data of one site. status is the site's: the portal labels opening '(Pending)'
 * and closing '(Closed)'. A site whose meters are all read remotely has canSubmitMeterRead false and no meters.
 */
export const meterReadSiteSchema = z.object({
  billingAccountId: z.string(),
  billingAccountSiteId: z.string(),
  address: z.string(),
  nickname: z.nullable(z.string()),
  status: siteStatusSchema,
  canSubmitMeterRead: z.boolean(),
  meters: z.array(meterSchema),
});

export const siteMetersSchema = z.object({
  sites: z.array(meterReadSiteSchema),
  /** spec 2 §6: meter reads only when true, i.e. one of the sites takes them. */
  canSubmitMeterRead: z.boolean(),
  /** spec 2 §3 preselected address: the selected site when it takes reads, else the first that does. */
  preselectedSiteId: z.nullable(z.string()),
  preselectedAddress: z.nullable(z.string()),
});

/** spec 2 §5: an empty reading removes that device; submitting needs at least one reading. */
export const meterReadRequestSchema = z
  .object({
    meters: z
      .array(
        z.object({
          id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
          devices: z
            .array(
              z.object({
                id: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
                deviceReading: z.string().check(
                  z.trim(),
                  z.maxLength(11),
                  z.refine((reading) => reading === '' || METER_READING_PATTERN.test(reading), {
                    message: 'a reading is digits, with at most one decimal',
                  }),
                ),
              }),
            )
            .check(z.maxLength(10)),
        }),
      )
      .check(z.maxLength(20)),
  })
  .check(
    z.refine((body) => body.meters.some((meter) => meter.devices.some((device) => device.deviceReading !== '')), {
      message: 'enter at least one reading',
      path: ['meters'],
    }),
  );

export const meterReadSubmittedSchema = z.object({
  /** spec 2 §4 meter read submit: done. */
  status: z.literal('done'),
  submissionId: z.string(),
  /** 'YYYY-MM-DD', the Auckland day the reads count for. */
  readDate: isoDate,
  meters: z.array(z.object({ id: z.string(), devices: z.array(z.object({ id: z.string(), reading: z.number() })) })),
});

export const getSiteMeters = defineCall({
  method: 'GET',
  path: '/private/meterRead/site-meters',
  auth: 'customer',
  request: z.object({}),
  response: siteMetersSchema,
  errors: [401],
  summary: "The customer's sites and the meters they can read, with each register's last read",
});

/** 400 names the field (a reading below the last, none at all); a locked meter's detail contains 'is locked by'. */
export const submitMeterRead = defineCall({
  method: 'POST',
  path: '/private/meterRead',
  auth: 'customer',
  request: meterReadRequestSchema,
  response: meterReadSubmittedSchema,
  errors: [400, 401, 404],
  summary: 'Submits meter readings; an empty reading is left out',
});

export type SiteMeters = z.infer<typeof siteMetersSchema>;
export type MeterReadRequest = z.infer<typeof meterReadRequestSchema>;
export type MeterReadSubmitted = z.infer<typeof meterReadSubmittedSchema>;

/** Every call of this module, spread into the contract's `calls`. */
export const meterReadsCalls = {
  getSiteMeters,
  submitMeterRead,
} as const;
