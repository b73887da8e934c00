import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';
import { emailSchema } from './account-settings.js';

// spec 2 §2 route /account/profile/moving-house, §3 'Moving house form'. The spec names the form's fields but shows
// neither their rules (§5 'Moving house field rules: not shown') nor the calls' paths (§7). The paths, the address
// lookup and every shape and rule below are ours, designed the way a retailer takes a home move: the new address is
// picked from a postal or property-registry lookup (which says what energy is available there), dates are within the
// next 90 days, and a customer has one move in progress at a time. Dates 'YYYY-MM-DD' in Pacific/Auckland.

/** The energy a retailer can supply at an address (spec 2 §3 supply types). */
export const movingEnergySchema = z.enum(['electricity', 'naturalGas', 'lpg']);

/** At most this many suggestions answer one address lookup. */
export const ADDRESS_SUGGESTIONS_MAX = 10;
/** The shortest lookup the server answers: fewer letters match too much to be useful. */
export const ADDRESS_QUERY_MIN = 3;
/** A move date is at most this many days after today (ours). */
export const MOVE_DATE_MAX_DAYS_AHEAD = 90;
/**
 * The moving-in date may be at most this many days before the moving-out date (ours): people often get the keys to
 * the new home a few weeks before they leave the old one, but a longer overlap means paying for two homes' energy.
 */
export const MOVE_IN_BEFORE_OUT_MAX_DAYS = 30;
export const METER_ACCESS_NOTES_MAX = 500;
export const ADDITIONAL_MESSAGE_MAX = 1000;

/** One address of the lookup: a postal delivery point (nzPostDpId) that is also a registry property (propertyId). */
export const movingHouseAddressSchema = z.object({
  /** The postal delivery point id, sent back as nzPostDpId. */
  dpId: z.string(),
  /** The property registry's id, sent back as propertyIdToPopulate. */
  propertyId: z.string(),
  street: z.string(),
  suburb: z.string(),
  city: z.string(),
  postcode: z.string().check(z.regex(/^\d{4}$/)),
  /** e.g. '12 Kōwhai Street, Ponsonby, Auckland 1011'; sent back as newAddress. */
  fullAddress: z.string(),
  /** What can be supplied there: natural gas only where a gas network reaches. */
  availableEnergy: z.array(movingEnergySchema),
});

export const searchMovingHouseAddresses = defineCall({
  method: 'GET',
  path: '/private/movingHouse/addresses',
  auth: 'customer',
  request: z.object({
    query: z
      .string()
      .check(
        z.trim(),
        z.minLength(ADDRESS_QUERY_MIN, `Please type at least ${ADDRESS_QUERY_MIN} characters of the address.`),
        z.maxLength(100, 'An address search has at most 100 characters.'),
      ),
  }),
  response: z.object({ addresses: z.array(movingHouseAddressSchema).check(z.maxLength(ADDRESS_SUGGESTIONS_MAX)) }),
  errors: [400, 401],
  summary: 'Addresses matching what was typed (at most 10), with the energy available at each',
});

/** spec 2 §3 promotionStatus (values ours): a moving credit applies when two or more energies move with us. */
export const movePromotionStatusSchema = z.enum(['applied', 'notEligible']);
export const moveStatusSchema = z.enum(['pending', 'completed']);

/** A move the customer asked for (ours). */
export const moveSchema = z.object({
  /** e.g. 'MH-100123'; the customer quotes it when they call. */
  referenceId: z.string(),
  status: moveStatusSchema,
  promotionStatus: movePromotionStatusSchema,
  currentAddress: z.string(),
  newAddress: z.string(),
  currentMoveDate: isoDate,
  newMoveDate: isoDate,
  selectedEnergy: z.array(movingEnergySchema),
  /** ISO 8601 instant, UTC. */
  submittedAt: z.string(),
});

/** What the moving house form starts with. */
export const movingHouseSchema = z.object({
  /** The selected site's address: the home being left. */
  currentAddress: z.string(),
  emailAddress: z.string(),
  /** The customer's mobile, normalised (+642…); null when they have none. */
  mobileNumber: z.nullable(z.string()),
  /** The energy supplied at the current site now. */
  availableEnergy: z.array(movingEnergySchema),
  /** The move in progress; while there is one, another cannot be asked for. */
  pendingMove: z.nullable(moveSchema),
  /** Every move of the customer, newest first. */
  moves: z.array(moveSchema),
});

export const getMovingHouse = defineCall({
  method: 'GET',
  path: '/private/movingHouse',
  auth: 'customer',
  request: z.object({}),
  response: movingHouseSchema,
  errors: [401, 404],
  summary: 'What the moving house form starts with: the current address, contact details and any move in progress',
});

const text = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

/**
 * spec 2 §3 moving house form, as submitted. The shape is checked here; the rules that depend on today, the
 * customer or the chosen address (dates, the address picked from the lookup, available energy, meter access notes
 * when access is prevented) are re-checked by the server and answered 400 naming the field.
 */
export const movingHouseRequestSchema = z.object({
  currentAddress: text(200, 'An address has at most 200 characters.').check(
    z.minLength(1, 'Please enter your current address.'),
  ),
  newAddress: text(200, 'An address has at most 200 characters.').check(
    z.minLength(1, 'Please enter your new address.'),
  ),
  /** The day the customer moves out of the current address. */
  currentMoveDate: isoDate,
  /** The day the customer moves in to the new address. */
  newMoveDate: isoDate,
  emailAddress: emailSchema,
  /** A NZ mobile, normalised like the direct debit mobile (spec 1 §5): +64, then the number without its leading 0. */
  mobileNumber: z.string().check(z.trim(), z.regex(/^\+642\d{7,9}$/, 'Please enter a valid mobile phone number.')),
  /** Someone at the new address depends on medical equipment that needs power. */
  medicalSupport: z.boolean(),
  meterAccessPrevented: z.boolean(),
  meterAccessNotes: z._default(text(METER_ACCESS_NOTES_MAX, `At most ${METER_ACCESS_NOTES_MAX} characters.`), ''),
  isDogOnSite: z.boolean(),
  selectedEnergy: z.array(movingEnergySchema).check(
    z.minLength(1, 'Please choose the energy you want at your new address.'),
    z.refine((energy) => new Set(energy).size === energy.length, 'Each energy once.'),
  ),
  additionalMessage: z._default(text(ADDITIONAL_MESSAGE_MAX, `At most ${ADDITIONAL_MESSAGE_MAX} characters.`), ''),
  /** The new address was picked from the postal lookup: nzPostDpId names it. */
  nzPostAddressSelected: z.boolean(),
  nzPostDpId: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(20))), null),
  /** The new address was picked from the property registry: propertyIdToPopulate names it. */
  registryAddressSelected: z.boolean(),
  propertyIdToPopulate: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(20))), null),
});

export const submitMovingHouse = defineCall({
  method: 'POST',
  path: '/private/movingHouse',
  auth: 'customer',
  request: movingHouseRequestSchema,
  response: z.object({
    referenceId: z.string(),
    status: moveStatusSchema,
    promotionStatus: movePromotionStatusSchema,
    move: moveSchema,
  }),
  errors: [400, 401, 404, 409],
  summary: 'Asks for a home move (409 while another move is in progress)',
});

export const getMove = defineCall({
  method: 'GET',
  path: '/private/movingHouse/moves/{referenceId}',
  auth: 'customer',
  request: z.object({ referenceId: z.string().check(z.minLength(1), z.maxLength(20)) }),
  response: moveSchema,
  errors: [401, 404],
  summary: "One of the customer's moves (another customer's is not found)",
});

/** Every call of this module, spread into the contract's `calls`. */
export const movingHouseCalls = {
  searchMovingHouseAddresses,
  getMovingHouse,
  submitMovingHouse,
  getMove,
} as const;

export type MovingEnergy = z.infer<typeof movingEnergySchema>;
export type MovingHouseAddress = z.infer<typeof movingHouseAddressSchema>;
export type MovingHouseRequest = z.infer<typeof movingHouseRequestSchema>;
export type MovingHouse = z.infer<typeof movingHouseSchema>;
export type Move = z.infer<typeof moveSchema>;
