import { z } from 'zod/mini';
import { defineCall } from './call.js';
import {
  energyTypeSchema,
  isProfileListAnswered,
  profileChoicesSchema,
  profileProgressOf,
  profileProgressSchema,
  type ProfileProgress,
} from './home-profile.js';

// spec 2 §3–§6: the business profile (sme only), the questions its wizard asks. Field names are the spec's. Like the
// home profile, an unanswered question is null; a save (POST) is a partial update: a field left out stays as it is,
// a field sent as null is cleared, and the answer is the whole profile after the merge.

export interface IndustrySubDivision {
  id: string;
  name: string;
}
export interface Industry {
  id: string;
  name: string;
  subDivisions: readonly IndustrySubDivision[];
}

const sub = (name: string): IndustrySubDivision => ({
  id: name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  name,
});
const industry = (id: string, name: string, subDivisions: string[]): Industry => ({
  id,
  name,
  subDivisions: subDivisions.map(sub),
});

/** spec 2 §3: our catalogue of 19 industries, each with its sub-divisions (ids are the names in kebab case). */
export const INDUSTRIES: readonly Industry[] = [
  industry('agriculture', 'Agriculture, Forestry and Fishing', [
    'Dairy Cattle Farming',
    'Sheep and Beef Farming',
    'Vineyard',
    'Fruit and Vegetable Growing',
    'Forestry and Logging',
    'Fishing and Aquaculture',
    'Other Farming',
  ]),
  industry('mining', 'Mining and Quarrying', ['Coal Mining', 'Metal Ore Mining', 'Quarrying']),
  industry('manufacturing', 'Manufacturing', [
    'Food Product Manufacturing',
    'Beverage Manufacturing',
    'Wood and Paper Products',
    'Metal Products',
    'Machinery and Equipment',
    'Other Manufacturing',
  ]),
  industry('utilities', 'Electricity, Gas, Water and Waste Services', [
    'Water Supply',
    'Waste Collection and Treatment',
    'Energy Services',
  ]),
  industry('construction', 'Construction', [
    'Building Construction',
    'Heavy and Civil Engineering',
    'Construction Trades',
  ]),
  industry('wholesale', 'Wholesale Trade', [
    'Food Wholesaling',
    'Machinery and Equipment Wholesaling',
    'Other Goods Wholesaling',
  ]),
  industry('retail', 'Retail Trade', [
    'Supermarkets and Grocery Stores',
    'Fuel Retailing',
    'Clothing and Footwear',
    'Hardware and Garden',
    'Other Store-Based Retailing',
  ]),
  industry('hospitality', 'Accommodation and Food Services', [
    'Accommodation',
    'Cafes',
    'Restaurants',
    'Takeaway Food Services',
    'Clubs (Hospitality)',
    'Pubs, Taverns and Bars',
    'Catering Services',
  ]),
  industry('transport', 'Transport, Postal and Warehousing', [
    'Road Transport',
    'Warehousing and Storage',
    'Postal and Courier Services',
    'Other Transport',
  ]),
  industry('media', 'Information Media and Telecommunications', ['Publishing', 'Broadcasting', 'Telecommunications']),
  industry('finance', 'Financial and Insurance Services', ['Banking', 'Insurance', 'Other Financial Services']),
  industry('property', 'Rental, Hiring and Real Estate Services', [
    'Property Operators',
    'Real Estate Services',
    'Equipment Hire',
  ]),
  industry('professional', 'Professional, Scientific and Technical Services', [
    'Legal and Accounting',
    'Architecture and Engineering',
    'Computer Systems Design',
    'Veterinary Services',
    'Other Professional Services',
  ]),
  industry('administrative', 'Administrative and Support Services', [
    'Employment Services',
    'Building Cleaning and Pest Control',
    'Travel Agency',
    'Other Support Services',
  ]),
  industry('public', 'Public Administration and Safety', [
    'Local Government',
    'Central Government',
    'Public Order and Safety',
  ]),
  industry('education', 'Education and Training', [
    'Early Childhood Education',
    'School Education',
    'Tertiary Education',
    'Other Education',
  ]),
  industry('health', 'Health Care and Social Assistance', [
    'Medical Services',
    'Residential Care',
    'Child Care Services',
    'Other Social Assistance',
  ]),
  industry('arts', 'Arts and Recreation Services', [
    'Sports and Recreation Facilities',
    'Gyms and Fitness Centres',
    'Museums and Galleries',
    'Performing Arts Venues',
  ]),
  industry('other', 'Other Services', [
    'Automotive Repair',
    'Hairdressing and Beauty',
    'Laundry and Dry-Cleaning',
    'Religious Services',
    'Other Services',
  ]),
];

/** spec 2 §3: the sub-divisions whose conditional questions are asked. */
export const CONDITIONAL_SUB_DIVISIONS = {
  MilkProducedInLitresPerMonth: ['dairy-cattle-farming'],
  WineProducedInLitresPerMonth: ['vineyard'],
  NumberOfCustomersServedPerMonth: ['cafes', 'clubs-hospitality', 'pubs-taverns-and-bars'],
} as const;

/** What the premises are mainly used for (the choices are not shown in the spec: ours). */
export const mainUseSchema = z.enum([
  'Office',
  'Retail',
  'Accommodation',
  'Hospitality',
  'Warehouse',
  'Manufacturing',
  'Farm',
  'Workshop',
  'Education',
  'Healthcare',
  'Community',
  'Other',
]);
export const numberOfEmployeesSchema = z.enum([
  '1',
  '2',
  '3',
  '4',
  '5',
  '5-10',
  '11-15',
  '16-20',
  '21-30',
  '31-40',
  '41-50',
  '51-100',
  '>100',
]);
/** spec 2 §3: ranges from under 1 ha to 200+ (ours between), or not applicable. */
export const landAreaInHaSchema = z.enum([
  'under 1',
  '1-4',
  '5-9',
  '10-19',
  '20-49',
  '50-99',
  '100-199',
  '200+',
  'not applicable',
]);
/** spec 2 §3: ranges from under 50 m² to 1500+ (ours between), or not applicable. */
export const floorAreaInM2Schema = z.enum([
  'under 50',
  '50-99',
  '100-199',
  '200-499',
  '500-999',
  '1000-1499',
  '1500+',
  'not applicable',
]);
export const paidServiceSchema = z.enum([
  'Refrigeration',
  'HVAC',
  'Processing equipment',
  'Food preparation',
  'Hot water cylinder',
  'Water heating',
  'EV charging',
  'Water cooling',
  'Water pumps',
  'Office equipment',
  'IT infrastructure',
  'Manufacturing equipment',
  'Other',
]);
export const otherPowerSourceSchema = z.enum(['Solar', 'Generator']);

const industryChoiceSchema = z
  .object({ IndustryId: z.string().check(z.maxLength(60)), SubDivisionId: z.string().check(z.maxLength(80)) })
  .check(
    z.superRefine((choice, context) => {
      const found = INDUSTRIES.find((candidate) => candidate.id === choice.IndustryId);
      if (!found) {
        context.addIssue({ code: 'custom', path: ['IndustryId'], message: 'not an industry of the catalogue' });
      } else if (!found.subDivisions.some((division) => division.id === choice.SubDivisionId)) {
        context.addIssue({ code: 'custom', path: ['SubDivisionId'], message: `not a sub-division of ${found.name}` });
      }
    }),
  );

const perMonth = z.int().check(z.minimum(0), z.maximum(100_000_000));

export const businessProfileAnswersShape = {
  Industry: z.nullable(industryChoiceSchema),
  MainUse: z.nullable(mainUseSchema),
  NumberOfEmployees: z.nullable(numberOfEmployeesSchema),
  LandAreaInHa: z.nullable(landAreaInHaSchema),
  FloorAreaInM2: z.nullable(floorAreaInM2Schema),
  PaidServices: z.nullable(profileChoicesSchema(paidServiceSchema)),
  TypesOfEnergyUsed: z.nullable(profileChoicesSchema(energyTypeSchema)),
  /** Only when MainUse is Accommodation. */
  NumberOfRoomsManaged: z.nullable(z.int().check(z.minimum(1), z.maximum(10_000))),
  /** Only for Dairy Cattle Farming. */
  MilkProducedInLitresPerMonth: z.nullable(perMonth),
  /** Only for a Vineyard. */
  WineProducedInLitresPerMonth: z.nullable(perMonth),
  /** Only for Cafes, Clubs (Hospitality), and Pubs, Taverns and Bars. */
  NumberOfCustomersServedPerMonth: z.nullable(perMonth),
  /** Optional: [] answers 'none'. */
  OtherPowerSources: z.nullable(profileChoicesSchema(otherPowerSourceSchema)),
  TotalNumberOfSites: z.nullable(z.int().check(z.minimum(1), z.maximum(1000))),
};

export const businessProfileAnswersSchema = z.object(businessProfileAnswersShape);
export type BusinessProfileAnswers = z.infer<typeof businessProfileAnswersSchema>;
export type BusinessQuestion = keyof BusinessProfileAnswers;

export const emptyBusinessProfile: BusinessProfileAnswers = {
  Industry: null,
  MainUse: null,
  NumberOfEmployees: null,
  LandAreaInHa: null,
  FloorAreaInM2: null,
  PaidServices: null,
  TypesOfEnergyUsed: null,
  NumberOfRoomsManaged: null,
  MilkProducedInLitresPerMonth: null,
  WineProducedInLitresPerMonth: null,
  NumberOfCustomersServedPerMonth: null,
  OtherPowerSources: null,
  TotalNumberOfSites: null,
};

/** The business wizard's questions in order; all but OtherPowerSources are mandatory when they apply (spec 2 §5). */
export const BUSINESS_WIZARD_QUESTIONS = [
  'Industry',
  'MainUse',
  'NumberOfRoomsManaged',
  'MilkProducedInLitresPerMonth',
  'WineProducedInLitresPerMonth',
  'NumberOfCustomersServedPerMonth',
  'NumberOfEmployees',
  'LandAreaInHa',
  'FloorAreaInM2',
  'PaidServices',
  'TypesOfEnergyUsed',
  'TotalNumberOfSites',
  'OtherPowerSources',
] as const satisfies readonly BusinessQuestion[];

/** spec 2 §3: whether a conditional business question applies to these answers. */
export function isBusinessQuestionApplicable(
  profile: Pick<BusinessProfileAnswers, 'Industry' | 'MainUse'>,
  question: BusinessQuestion,
): boolean {
  if (question === 'NumberOfRoomsManaged') return profile.MainUse === 'Accommodation';
  if (question in CONDITIONAL_SUB_DIVISIONS) {
    const divisions: readonly string[] = CONDITIONAL_SUB_DIVISIONS[question as keyof typeof CONDITIONAL_SUB_DIVISIONS];
    return profile.Industry !== null && divisions.includes(profile.Industry.SubDivisionId);
  }
  return true;
}

/** spec 2 §4–§5: the business wizard's progress. */
export function businessProfileProgress(profile: BusinessProfileAnswers): ProfileProgress {
  return profileProgressOf(
    BUSINESS_WIZARD_QUESTIONS.map((question) => {
      const value = profile[question];
      return {
        question,
        isMandatory: question !== 'OtherPowerSources',
        isApplicable: isBusinessQuestionApplicable(profile, question),
        isAnswered:
          question === 'PaidServices' || question === 'TypesOfEnergyUsed'
            ? isProfileListAnswered(value as readonly unknown[] | null)
            : value !== null,
      };
    }),
  );
}

export const businessProfileUpdateSchema = z.partial(z.strictObject(businessProfileAnswersShape));
export type BusinessProfileUpdate = z.infer<typeof businessProfileUpdateSchema>;

export const businessProfileSchema = z.object({
  billingAccountId: z.string(),
  profile: businessProfileAnswersSchema,
  updatedAt: z.nullable(z.string()),
  progress: profileProgressSchema,
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** spec 2 §6: the selected sme billing account's business profile; 404 for a residential account. */
export const getBusinessProfile = defineCall({
  method: 'GET',
  path: '/private/businessProfile',
  auth: 'customer',
  request: z.object({}),
  response: businessProfileSchema,
  errors: [401, 404],
  summary: "The selected business account's profile, with the wizard's progress",
});

/**
 * Merges some answers into the business profile. 400 names a field that is invalid or a conditional question that
 * does not apply; answers to conditional questions that stop applying (another industry) are cleared.
 */
export const saveBusinessProfile = defineCall({
  method: 'POST',
  path: '/private/businessProfile',
  auth: 'customer',
  request: businessProfileUpdateSchema,
  response: businessProfileSchema,
  errors: [400, 401, 404],
  summary: "Saves some or all of the selected business account's profile answers",
});

export const industriesSchema = z.object({
  industries: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subDivisions: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

/** The industry catalogue, a call of its own (our design) so the profile answer stays small; any customer may read it. */
export const getBusinessIndustries = defineCall({
  method: 'GET',
  path: '/private/businessProfile/industries',
  auth: 'customer',
  request: z.object({}),
  response: industriesSchema,
  errors: [401],
  summary: 'The industries and their sub-divisions the business profile chooses from',
});

/** Every call of the business profile, spread into the contract's `calls`. */
export const businessProfileCalls = { getBusinessProfile, saveBusinessProfile, getBusinessIndustries } as const;
