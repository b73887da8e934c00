import {
  MOVE_DATE_MAX_DAYS_AHEAD,
  MOVE_IN_BEFORE_OUT_MAX_DAYS,
  type MovingHouseAddress,
  type MovingHouseRequest,
} from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';
import { addressByDpId, addressByPropertyId } from './addresses.js';

/** A rule the form broke: the field, and our message. */
export interface MoveRuleBroken {
  field: keyof MovingHouseRequest;
  message: string;
}

export type MoveCheck = { ok: true; newAddress: MovingHouseAddress } | { ok: false; broken: MoveRuleBroken };

const energyNames = { electricity: 'electricity', naturalGas: 'natural gas', lpg: 'bottled gas (LPG)' } as const;

/** Addresses compared the way people type them: any case, spacing or macrons. */
export const sameAddress = (a: string, b: string) => {
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s,]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
};

/**
 * The new address the form picked: from the postal lookup (nzPostDpId) or the property registry
 * (propertyIdToPopulate). A typed address we cannot find is refused, as we could not say what energy it can have.
 */
function pickedAddress(form: MovingHouseRequest): MovingHouseAddress | MoveRuleBroken {
  const byPost = form.nzPostAddressSelected ? addressByDpId(form.nzPostDpId ?? '') : undefined;
  if (form.nzPostAddressSelected && !byPost) {
    return { field: 'nzPostDpId', message: 'Please choose your new address from the suggestions.' };
  }
  const byRegistry = form.registryAddressSelected ? addressByPropertyId(form.propertyIdToPopulate ?? '') : undefined;
  if (form.registryAddressSelected && !byRegistry) {
    return { field: 'propertyIdToPopulate', message: 'Please choose your new address from the suggestions.' };
  }
  if (byPost && byRegistry && byPost.dpId !== byRegistry.dpId) {
    return { field: 'propertyIdToPopulate', message: 'The property chosen is not the postal address chosen.' };
  }
  const picked = byPost ?? byRegistry;
  if (!picked) return { field: 'newAddress', message: 'Please choose your new address from the suggestions.' };
  if (!sameAddress(picked.fullAddress, form.newAddress)) {
    return { field: 'newAddress', message: 'The new address is not the one chosen from the suggestions.' };
  }
  return picked;
}

/** A move date is today or later (Pacific/Auckland) and at most 90 days ahead. */
function moveDateProblem(date: string, today: string): string | null {
  if (date < today) return 'The date cannot be in the past.';
  if (date > addDays(today, MOVE_DATE_MAX_DAYS_AHEAD)) {
    return `The date can be at most ${MOVE_DATE_MAX_DAYS_AHEAD} days from today.`;
  }
  return null;
}

/**
 * The moving house rules the server re-checks (ours; spec 2 §5 shows none): the current address is one of the
 * customer's sites and the new one differs from it, both dates within the next 90 days and the moving-in date at
 * most 30 days before the moving-out date, notes on meter access when access is prevented, and only energy the new
 * address can have.
 */
export function checkMove(
  form: MovingHouseRequest,
  context: { today: string; customerAddresses: readonly string[] },
): MoveCheck {
  const broken = (field: MoveRuleBroken['field'], message: string): MoveCheck => ({
    ok: false,
    broken: { field, message },
  });
  if (!context.customerAddresses.some((address) => sameAddress(address, form.currentAddress))) {
    return broken('currentAddress', 'Please choose the address you are moving from.');
  }
  const picked = pickedAddress(form);
  if (!('dpId' in picked)) return { ok: false, broken: picked };
  if (sameAddress(picked.fullAddress, form.currentAddress)) {
    return broken('newAddress', 'Your new address must be different from your current address.');
  }
  const outProblem = moveDateProblem(form.currentMoveDate, context.today);
  if (outProblem) return broken('currentMoveDate', outProblem);
  const inProblem = moveDateProblem(form.newMoveDate, context.today);
  if (inProblem) return broken('newMoveDate', inProblem);
  // Ours: keys to the new home may come a few weeks early, but not more than 30 days before leaving the old one.
  if (form.newMoveDate < addDays(form.currentMoveDate, -MOVE_IN_BEFORE_OUT_MAX_DAYS)) {
    return broken(
      'newMoveDate',
      `The moving-in date can be at most ${MOVE_IN_BEFORE_OUT_MAX_DAYS} days before the moving-out date.`,
    );
  }
  if (form.meterAccessPrevented && !form.meterAccessNotes) {
    return broken('meterAccessNotes', 'Please tell us how our meter reader can get to the meter.');
  }
  const unavailable = form.selectedEnergy.find((energy) => !picked.availableEnergy.includes(energy));
  if (unavailable) {
    return broken('selectedEnergy', `We cannot supply ${energyNames[unavailable]} at your new address.`);
  }
  return { ok: true, newAddress: picked };
}

/** Ours: a moving credit applies when two or more energies move with us. */
export const promotionStatusOf = (form: Pick<MovingHouseRequest, 'selectedEnergy'>) =>
  form.selectedEnergy.length >= 2 ? ('applied' as const) : ('notEligible' as const);
