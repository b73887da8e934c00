import { z } from 'zod/mini';
import { defineCall } from './call.js';

// spec 2 §3–§5: the home profile (residential), the questions the home profile wizard asks, and the wizard's
// progress, which the business profile's wizard counts the same way. Field names are the spec's. An unanswered
// question is null; a save (POST) is a partial update: a field left out stays as it is, a field sent as null is
// cleared, and the answer is the whole profile after the merge.

export const energyTypeSchema = z.enum(['Electricity', 'NaturalGas', 'Lpg', 'Other']);
export const houseTypeSchema = z.enum(['Standalone', 'Apartment', 'Terrace', 'LifestyleBlock', 'Rural', 'Other']);
export const waterHeatingSchema = z.enum(['Electricity', 'Gas', 'Other']);
export const heatingFuelSchema = z.enum(['Electricity', 'Gas', 'SolidFuel', 'Other']);
export const airConditioningSchema = z.enum(['CentralAirCon', 'HeatPump', 'Other', 'None']);
export const otherEnergyUsageImpactSchema = z.enum([
  'Pool',
  'SpaOrSauna',
  'ThermalCurtains',
  'VentilationSystem',
  'SolarPanels',
  'SolarWaterHeating',
]);
export const roomTypeSchema = z.enum([
  'Bedroom',
  'Lounge',
  'Kitchen',
  'Bathroom',
  'Laundry',
  'DiningRoom',
  'Office',
  'Garage',
  'Other',
]);
export const heatingSystemSchema = z.enum([
  'HeatPump',
  'SpaceHeating',
  'Burner',
  'Radiators',
  'Underfloor',
  'Portable',
  'Other',
]);
export const insulationSchema = z.enum(['None', 'Minimal', 'Moderate', 'Well', 'Excellent']);

/** A Min/Max range; Max null is open-ended ('350+'). */
export interface ProfileRange {
  Min: number;
  Max: number | null;
}

/** spec 2 §3: the floor area choices in m²; 'don't know' is -1/-1. */
export const FLOOR_AREA_RANGES: readonly ProfileRange[] = [
  { Min: 0, Max: 99 },
  { Min: 100, Max: 149 },
  { Min: 150, Max: 199 },
  { Min: 200, Max: 249 },
  { Min: 250, Max: 299 },
  { Min: 300, Max: 349 },
  { Min: 350, Max: null },
  { Min: -1, Max: -1 },
];

/** spec 2 §3: the house age choices in years, oldest first as the wizard lists them. */
export const HOUSE_AGE_RANGES: readonly ProfileRange[] = [
  { Min: 50, Max: null },
  { Min: 40, Max: 49 },
  { Min: 30, Max: 39 },
  { Min: 20, Max: 29 },
  { Min: 10, Max: 19 },
  { Min: 0, Max: 9 },
];

/** spec 2 §5: the counts the wizard allows, with the value it starts from. */
export const OCCUPANT_LIMITS = {
  NumberOfAdultOccupants: { min: 0, max: 20, default: 1 },
  NumberOfChildOccupants: { min: 0, max: 20, default: 0 },
} as const;

/** spec 2 §5: rooms per type; DiningRoom, Office and Garage have no default in the spec, so ours is 0. */
export const ROOM_LIMITS: Record<z.infer<typeof roomTypeSchema>, { min: number; max: number; default: number }> = {
  Bedroom: { min: 0, max: 10, default: 1 },
  Lounge: { min: 0, max: 5, default: 0 },
  Kitchen: { min: 0, max: 5, default: 1 },
  Bathroom: { min: 0, max: 10, default: 1 },
  Laundry: { min: 0, max: 5, default: 0 },
  DiningRoom: { min: 0, max: 5, default: 0 },
  Office: { min: 0, max: 5, default: 0 },
  Garage: { min: 0, max: 5, default: 0 },
  Other: { min: 0, max: 10, default: 0 },
};

const sameRange = (a: ProfileRange, b: ProfileRange) => a.Min === b.Min && a.Max === b.Max;

const rangeSchema = (choices: readonly ProfileRange[], name: string) =>
  z.object({ Min: z.int(), Max: z.nullable(z.int()) }).check(
    z.refine((range) => choices.some((choice) => sameRange(choice, range)), {
      message: `not one of the ${name} choices`,
    }),
  );

/** A multiple choice: each option at most once (the business profile's too). */
export const profileChoicesSchema = <T extends z.ZodMiniType<string>>(option: T) =>
  z
    .array(option)
    .check(z.refine((values) => new Set(values).size === values.length, { message: 'an option is repeated' }));

const count = (limit: { min: number; max: number }) =>
  z.int().check(z.minimum(limit.min, `at least ${limit.min}`), z.maximum(limit.max, `at most ${limit.max}`));

export const roomDetailSchema = z.object({ RoomType: roomTypeSchema, Count: z.int() });

const roomDetailsSchema = z.array(roomDetailSchema).check(
  z.superRefine((rooms, context) => {
    const seen = new Set<string>();
    rooms.forEach((room, index) => {
      const limit = ROOM_LIMITS[room.RoomType];
      if (room.Count < limit.min || room.Count > limit.max) {
        context.addIssue({
          code: 'custom',
          path: [index, 'Count'],
          message: `${room.RoomType} has ${limit.min} to ${limit.max}`,
        });
      }
      if (seen.has(room.RoomType)) {
        context.addIssue({ code: 'custom', path: [index, 'RoomType'], message: `${room.RoomType} is listed twice` });
      }
      seen.add(room.RoomType);
    });
  }),
);

/** AirConditioning 'None' means none: it is not ticked beside an air conditioner. */
const airConditioningChoicesSchema = profileChoicesSchema(airConditioningSchema).check(
  z.refine((values) => !(values.includes('None') && values.length > 1), {
    message: "'None' cannot be chosen with an air conditioner",
  }),
);

/** The answers of a home profile. Multiple choices are lists; a mandatory one counts as answered when not empty. */
export const homeProfileAnswersShape = {
  EnergyTypesUsed: z.nullable(profileChoicesSchema(energyTypeSchema)),
  HouseType: z.nullable(houseTypeSchema),
  FloorArea: z.nullable(rangeSchema(FLOOR_AREA_RANGES, 'floor area')),
  /** The hot-water type: one choice. */
  WaterHeating: z.nullable(waterHeatingSchema),
  HeatingFuels: z.nullable(profileChoicesSchema(heatingFuelSchema)),
  AirConditioning: z.nullable(airConditioningChoicesSchema),
  /** Optional: [] answers 'none of these'. */
  OtherEnergyUsageImpact: z.nullable(profileChoicesSchema(otherEnergyUsageImpactSchema)),
  IsHomeOwner: z.nullable(z.boolean()),
  HouseAge: z.nullable(rangeSchema(HOUSE_AGE_RANGES, 'house age')),
  NumberOfAdultOccupants: z.nullable(count(OCCUPANT_LIMITS.NumberOfAdultOccupants)),
  NumberOfChildOccupants: z.nullable(count(OCCUPANT_LIMITS.NumberOfChildOccupants)),
  RoomDetails: z.nullable(roomDetailsSchema),
  /** Optional: [] answers 'none of these'. */
  HeatingSystems: z.nullable(profileChoicesSchema(heatingSystemSchema)),
  Insulation: z.nullable(insulationSchema),
  HasEvThatChargesAtHome: z.nullable(z.boolean()),
  /** spec 2 §4: false whenever HasEvThatChargesAtHome is false. */
  HasDedicatedEvWallCharger: z.nullable(z.boolean()),
  /** spec 2 §4: skipping the EV questions sets this; they are then not asked. */
  HasSkippedEv: z.nullable(z.boolean()),
};

export const homeProfileAnswersSchema = z.object(homeProfileAnswersShape);
export type HomeProfileAnswers = z.infer<typeof homeProfileAnswersSchema>;
export type HomeQuestion = keyof HomeProfileAnswers | 'Occupants';

/** A profile with nothing answered. */
export const emptyHomeProfile: HomeProfileAnswers = {
  EnergyTypesUsed: null,
  HouseType: null,
  FloorArea: null,
  WaterHeating: null,
  HeatingFuels: null,
  AirConditioning: null,
  OtherEnergyUsageImpact: null,
  IsHomeOwner: null,
  HouseAge: null,
  NumberOfAdultOccupants: null,
  NumberOfChildOccupants: null,
  RoomDetails: null,
  HeatingSystems: null,
  Insulation: null,
  HasEvThatChargesAtHome: null,
  HasDedicatedEvWallCharger: null,
  HasSkippedEv: null,
};

/** spec 2 §5: the mandatory home questions. */
export const MANDATORY_HOME_QUESTIONS = [
  'EnergyTypesUsed',
  'HouseType',
  'FloorArea',
  'WaterHeating',
  'HeatingFuels',
  'AirConditioning',
] as const;

/**
 * The wizard's questions in order. spec 2 §5: the mandatory six, then other-usage impact (optional, but part of
 * the minimum set the wizard asks first), then the optional rest. Occupants is one step for adults and children.
 */
export const HOME_WIZARD_QUESTIONS = [
  ...MANDATORY_HOME_QUESTIONS,
  'OtherEnergyUsageImpact',
  'IsHomeOwner',
  'HouseAge',
  'Occupants',
  'RoomDetails',
  'HeatingSystems',
  'Insulation',
  'HasEvThatChargesAtHome',
  'HasDedicatedEvWallCharger',
] as const satisfies readonly HomeQuestion[];

/** The minimum set: the mandatory six and other-usage impact. */
export const MINIMUM_HOME_QUESTION_COUNT = MANDATORY_HOME_QUESTIONS.length + 1;

export const questionStateSchema = z.object({
  question: z.string(),
  isMandatory: z.boolean(),
  /** spec 2 §4: a question counts only if it applies (the wall charger only with charging at home). */
  isApplicable: z.boolean(),
  isAnswered: z.boolean(),
});
export type QuestionState = z.infer<typeof questionStateSchema>;

export const profileProgressSchema = z.object({
  /** Every wizard question in order. */
  questions: z.array(questionStateSchema),
  isMandatoryComplete: z.boolean(),
  isFullyComplete: z.boolean(),
  /** spec 2 §4: 1-based: the first applicable unanswered question, or the count of applicable questions plus one. */
  currentStep: z.int().check(z.minimum(1)),
  /** Applicable questions. */
  questionCount: z.int(),
  answeredCount: z.int(),
});
export type ProfileProgress = z.infer<typeof profileProgressSchema>;

/** Whether a multiple choice is answered: a mandatory one counts only when not empty (the business profile's too). */
export const isProfileListAnswered = (value: readonly unknown[] | null) => value !== null && value.length > 0;

function isHomeQuestionAnswered(profile: HomeProfileAnswers, question: HomeQuestion): boolean {
  switch (question) {
    case 'EnergyTypesUsed':
    case 'HeatingFuels':
    case 'AirConditioning':
      return isProfileListAnswered(profile[question]);
    case 'Occupants':
      return profile.NumberOfAdultOccupants !== null && profile.NumberOfChildOccupants !== null;
    default:
      return profile[question] !== null;
  }
}

function isHomeQuestionApplicable(profile: HomeProfileAnswers, question: HomeQuestion): boolean {
  // spec 2 §4: EV questions are offered when not skipped; the wall charger only with an EV charging at home.
  if (question === 'HasEvThatChargesAtHome') return profile.HasSkippedEv !== true;
  if (question === 'HasDedicatedEvWallCharger') {
    return profile.HasSkippedEv !== true && profile.HasEvThatChargesAtHome === true;
  }
  return true;
}

/** spec 2 §4: a wizard's progress over its questions in order (the business profile's too). */
export function profileProgressOf(questions: QuestionState[]): ProfileProgress {
  const applicable = questions.filter((question) => question.isApplicable);
  const firstUnanswered = applicable.findIndex((question) => !question.isAnswered);
  return {
    questions,
    isMandatoryComplete: applicable.every((question) => !question.isMandatory || question.isAnswered),
    isFullyComplete: applicable.every((question) => question.isAnswered),
    currentStep: firstUnanswered === -1 ? applicable.length + 1 : firstUnanswered + 1,
    questionCount: applicable.length,
    answeredCount: applicable.filter((question) => question.isAnswered).length,
  };
}

/** spec 2 §4: the wizard's progress over a home profile. */
export function homeProfileProgress(profile: HomeProfileAnswers): ProfileProgress & { minimumAnswered: number } {
  const questions = HOME_WIZARD_QUESTIONS.map((question) => ({
    question,
    isMandatory: (MANDATORY_HOME_QUESTIONS as readonly string[]).includes(question),
    isApplicable: isHomeQuestionApplicable(profile, question),
    isAnswered: isHomeQuestionAnswered(profile, question),
  }));
  const minimumAnswered = questions.slice(0, MINIMUM_HOME_QUESTION_COUNT).filter((q) => q.isAnswered).length;
  return { ...profileProgressOf(questions), minimumAnswered };
}

/** Whether anything at all is answered. */
export const isHomeProfileStarted = (profile: HomeProfileAnswers) =>
  Object.values(profile).some((value) => value !== null);

/** The body of a home profile save: any subset of the answers; isWizardUpdate says the wizard sent it. */
export const homeProfileUpdateSchema = z.extend(z.partial(z.strictObject(homeProfileAnswersShape)), {
  isWizardUpdate: z.optional(z.boolean()),
});
export type HomeProfileUpdate = z.infer<typeof homeProfileUpdateSchema>;

/** spec 2 §3 widget data: the comparison widgets unlock with the mandatory answers. */
export const unlockProgressSchema = z.object({ isUnlocked: z.boolean(), isHomeProfileStarted: z.boolean() });

export const homeProfileSchema = z.object({
  siteId: z.string(),
  profile: homeProfileAnswersSchema,
  /** Whether the last save came from the wizard (rather than an edit of one answer on the profile page). */
  isWizardUpdate: z.boolean(),
  /** ISO instant of the last save, or null before the first. */
  updatedAt: z.nullable(z.string()),
  progress: z.extend(profileProgressSchema, {
    /** Of the minimum set (the mandatory six and other-usage impact), how many are answered. */
    minimumAnswered: z.int(),
    minimumCount: z.literal(MINIMUM_HOME_QUESTION_COUNT),
  }),
  unlockProgress: unlockProgressSchema,
  /** The home comparison and usage breakdown have data: unlocked, and a night has passed to prepare it. */
  isReady: z.boolean(),
  /**
   * Whether the completion events (POST /private/events/homeProfileMandatoryComplete and homeProfileFullyComplete)
   * are already recorded for this customer, so the portal sends each once.
   */
  eventsRecorded: z.object({ homeProfileMandatoryComplete: z.boolean(), homeProfileFullyComplete: z.boolean() }),
});
export type HomeProfile = z.infer<typeof homeProfileSchema>;

/**
 * spec 2 §7: the selected site's home profile (the home is the site: a customer with a bach has a profile for each).
 * 404 for an sme account (it has the business profile) and without a selected site.
 */
export const getHomeProfile = defineCall({
  method: 'GET',
  path: '/private/homeProfile',
  auth: 'customer',
  request: z.object({}),
  response: homeProfileSchema,
  errors: [401, 404],
  summary: "The selected home's profile, with the wizard's progress",
});

/** spec 2 §4: the wizard auto-saves every second, so a save merges into what is there and answers the whole. */
export const saveHomeProfile = defineCall({
  method: 'POST',
  path: '/private/homeProfile',
  auth: 'customer',
  request: homeProfileUpdateSchema,
  response: homeProfileSchema,
  errors: [400, 401, 404],
  summary: "Saves some or all of the selected home's profile answers",
});

/** Every call of the home profile, spread into the contract's `calls`. */
export const homeProfileCalls = { getHomeProfile, saveHomeProfile } as const;
