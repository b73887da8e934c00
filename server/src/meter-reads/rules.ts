import type { MeterReadRequest } from '@harakeke/contract';
import type { CustomerMeterRow, MeterDeviceRow } from './queries.js';

/** A meter read refusal's reason, naming the field it is about (spec 2 §8: the portal reads `errors[0].detail`). */
export interface MeterReadError {
  field: string;
  detail: string;
}

export interface SubmittedReading {
  field: string;
  meterId: string;
  deviceId: string;
  reading: number;
}

/** The readings a customer gave, each with the field it came from; spec 2 §5: an empty reading removes its device. */
export function readingsGiven(input: MeterReadRequest): SubmittedReading[] {
  return input.meters.flatMap((meter, meterIndex) =>
    meter.devices.flatMap((device, deviceIndex) =>
      device.deviceReading === ''
        ? []
        : [
            {
              field: `meters.${meterIndex}.devices.${deviceIndex}`,
              meterId: meter.id,
              deviceId: device.id,
              reading: Number(device.deviceReading),
            },
          ],
    ),
  );
}

/** Why a meter takes no reads now: locked errors come first, so the portal's first error says so (spec 2 §8). */
export function meterErrors(
  input: MeterReadRequest,
  readings: readonly SubmittedReading[],
  meters: Map<string, CustomerMeterRow>,
): MeterReadError[] {
  const locked: MeterReadError[] = [];
  const remote: MeterReadError[] = [];
  input.meters.forEach((given, meterIndex) => {
    const meter = meters.get(given.id);
    if (!meter || !readings.some((reading) => reading.meterId === given.id)) return;
    const field = `meters.${meterIndex}.id`;
    if (meter.locked_by) locked.push({ field, detail: `Meter ${meter.id} is locked by ${meter.locked_by}.` });
    else if (!meter.accepts_customer_reads) {
      remote.push({ field, detail: `Meter ${meter.id} is read remotely, so it needs no reading from you.` });
    }
  });
  return [...locked, ...remote];
}

/** spec 2 §5 and our rules: each register once, on its own meter, and not below its last read. */
export function readingErrors(
  readings: readonly SubmittedReading[],
  devices: Map<string, MeterDeviceRow>,
): MeterReadError[] {
  const errors: MeterReadError[] = [];
  readings.forEach((reading, index) => {
    const device = devices.get(reading.deviceId);
    if (!device || device.meter_id !== reading.meterId) {
      errors.push({
        field: `${reading.field}.id`,
        detail: `Meter ${reading.meterId} has no register ${reading.deviceId}.`,
      });
    } else if (readings.findIndex((other) => other.deviceId === reading.deviceId) !== index) {
      errors.push({ field: `${reading.field}.id`, detail: `Register ${reading.deviceId} is read twice.` });
    } else if (device.last_reading !== null && reading.reading < device.last_reading) {
      errors.push({
        field: `${reading.field}.deviceReading`,
        detail: `${reading.reading} is below the last read of ${device.last_reading.toFixed(1)} on ${device.last_read_on}.`,
      });
    }
  });
  return errors;
}
