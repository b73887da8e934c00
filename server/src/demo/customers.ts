import { PUBLISHED_DEMO_PASSWORD } from '../config.js';
import { PAYS_ON_TIME, type PaymentHabit } from './payment-habit.js';

/**
 * The demo customers every fresh database starts with. All share one password, printed at start-up
 * and documented in the README; none of them is a real person.
 */
export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORD;

/** Pays by bank transfer three days before each due date: a bill is owed from its issue until then. */
const paysOnTime: PaymentHabit = PAYS_ON_TIME;

export interface DemoBillingAccount {
  id: string;
  type: 'residential' | 'sme';
  customerNumber: string;
  fullAddress: string;
  windowStart: string;
  windowEnd: string;
  /**
   * How the account pays its bills: what it owes on any day is derived from its bills and these payments
   * (bills/account-balance.ts), never kept as a number.
   */
  paymentHabit: PaymentHabit;
  promptPaymentDiscountCents: number;
  isBuyingGroup?: boolean;
  buyingGroupName?: string;
  /** The account's sites; without them, one active electricity site at the account's address. */
  sites?: DemoSite[];
  /** A card saved for payments. */
  savedCard?: { brand: string; last4: string; expiry: string; holder: string };
  /** A recurring direct debit. */
  directDebit?: {
    holder: string;
    issuer: string;
    number: string;
    paymentInformation: string;
    customerName: string;
    mobile: string;
  };
}

export interface DemoSite {
  id: string;
  address: string;
  nickname?: string;
  status?: 'active' | 'opening' | 'closing';
  supplyTypes: Array<'electricity' | 'naturalGas' | 'lpg'>;
  /** Natural gas here is advanced (read daily), so its usage charts like electricity (spec 1 §6). */
  advancedGas?: boolean;
}

/** The plan each supply type is on in the demo data. */
export const demoPlans = {
  electricity: { name: 'Everyday Saver', isValuePlan: false },
  naturalGas: { name: 'Gas Standard', isValuePlan: false },
  lpg: { name: 'LPG 45 kg bottles', isValuePlan: false },
} as const;

export interface DemoCustomer {
  id: string;
  email: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  /** What the README says this login shows. */
  story: string;
  phones: Array<{ purpose: 'mobile' | 'home' | 'work'; number: string }>;
  accounts: DemoBillingAccount[];
  /** spec 2 §6: early access gates extra features (here the new dashboard). */
  hasEarlyAccess?: boolean;
  /** Whether the login email is verified (spec 1 §8's bar shows when it is not); verified unless said. */
  emailVerified?: boolean;
  /** Widget types per dashboard tab, in order; without them, the default dashboard. */
  widgets?: Record<string, string[]>;
}

/** The dashboard every demo customer has unless they list their own. */
export const defaultWidgets: Record<string, string[]> = {
  dashboard: ['heroMessage', 'billSummary', 'accountSummary', 'usageGraph'],
};

export const demoCustomers: DemoCustomer[] = [
  {
    id: 'cust-aroha',
    email: 'aroha@example.nz',
    firstName: 'Aroha',
    middleName: null,
    lastName: 'Ngata',
    story:
      'Residential, one electricity site; a bill due soon, paid three days before its due date (prompt-payment discount)',
    phones: [{ purpose: 'mobile', number: '+64211234567' }],
    accounts: [
      {
        id: 'ba-1001',
        type: 'residential',
        customerNumber: '1001234567',
        fullAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
        windowStart: '2026-10-16',
        windowEnd: '2026-11-15',
        paymentHabit: paysOnTime,
        promptPaymentDiscountCents: 1200,
      },
    ],
  },
  {
    id: 'cust-tama',
    email: 'tama@example.nz',
    firstName: 'Tama',
    middleName: 'James',
    lastName: 'Wiremu',
    story:
      'Residential, two billing accounts and several sites (electricity, natural gas, LPG), early access; pays five weeks late, so a bill is always overdue',
    hasEarlyAccess: true,
    widgets: {
      dashboard: [
        'heroMessage',
        'billSummary',
        'accountSummary',
        'usageGraph',
        'ecoTracker',
        'usageBreakdown',
        'homeComparison',
      ],
      newDashboard: ['heroMessage', 'billSummary', 'usageGraph', 'ecoTracker'],
    },
    phones: [
      { purpose: 'mobile', number: '+64277654321' },
      { purpose: 'home', number: '+6493601234' },
    ],
    accounts: [
      {
        id: 'ba-2001',
        type: 'residential',
        customerNumber: '2001234567',
        fullAddress: '48 Rimu Road, Kelburn, Wellington 6012',
        sites: [
          {
            id: 'site-2001-a',
            address: '48 Rimu Road, Kelburn, Wellington 6012',
            nickname: 'Home',
            supplyTypes: ['electricity', 'naturalGas'],
            advancedGas: true,
          },
          {
            id: 'site-2001-b',
            address: '48A Rimu Road, Kelburn, Wellington 6012',
            nickname: 'Sleepout',
            // LPG on an account in arrears: its orders meet credit control (spec 2 §4, ineligible_credit_control).
            supplyTypes: ['electricity', 'lpg'],
          },
          {
            id: 'site-2001-c',
            address: '7 Tawa Terrace, Tawa, Wellington 5028',
            status: 'opening',
            supplyTypes: ['electricity', 'naturalGas'],
          },
        ],
        windowStart: '2026-10-20',
        windowEnd: '2026-11-19',
        // Pays each bill five weeks after its due date: the bill before the last is always overdue.
        paymentHabit: { method: 'bankTransfer', daysAfterDue: 35 },
        promptPaymentDiscountCents: 0,
      },
      {
        id: 'ba-2002',
        type: 'residential',
        customerNumber: '2002345678',
        fullAddress: '3 Beach Lane, Raglan 3225',
        sites: [
          {
            id: 'site-2002-a',
            address: '3 Beach Lane, Raglan 3225',
            nickname: 'Bach',
            supplyTypes: ['electricity', 'lpg'],
          },
        ],
        windowStart: '2026-10-20',
        windowEnd: '2026-11-19',
        paymentHabit: paysOnTime,
        promptPaymentDiscountCents: 0,
      },
    ],
  },
  {
    id: 'cust-mere',
    email: 'mere@example.nz',
    firstName: 'Mere',
    middleName: null,
    lastName: 'Tāwhiri',
    story: 'Small business (sme); pays three days before each due date, all paid up between bills',
    phones: [{ purpose: 'work', number: '+6433771234' }],
    accounts: [
      {
        id: 'ba-3001',
        type: 'sme',
        customerNumber: '3001234567',
        fullAddress: 'Unit 4, 90 Manchester Street, Christchurch 8011',
        windowStart: '2026-10-01',
        windowEnd: '2026-10-31',
        paymentHabit: paysOnTime,
        promptPaymentDiscountCents: 0,
      },
    ],
  },
  {
    id: 'cust-hemi',
    email: 'hemi@example.nz',
    firstName: 'Hemi',
    middleName: null,
    lastName: 'Parata',
    story:
      'A buying-group account (usage in kWh, the group named); settles each bill the day it is issued: all paid up',
    phones: [{ purpose: 'mobile', number: '+64275551234' }],
    accounts: [
      {
        id: 'ba-4001',
        type: 'sme',
        customerNumber: '4001234567',
        fullAddress: '15 Harbour Quay, Napier 4110',
        windowStart: '2026-10-10',
        windowEnd: '2026-11-09',
        // The group settles each bill the day it is issued: all paid up.
        paymentHabit: { method: 'bankTransfer', daysAfterDue: -14 },
        promptPaymentDiscountCents: 0,
        isBuyingGroup: true,
        buyingGroupName: 'Hawke’s Bay Growers Group',
      },
    ],
  },
  {
    id: 'cust-ana',
    email: 'ana@example.nz',
    firstName: 'Ana',
    middleName: null,
    lastName: 'Fifita',
    story: 'Residential, a saved card and a recurring direct debit that pays each bill on its due date',
    phones: [{ purpose: 'mobile', number: '+64211239876' }],
    accounts: [
      {
        id: 'ba-5001',
        type: 'residential',
        customerNumber: '5001234567',
        fullAddress: '27 Pōhutukawa Avenue, Mount Maunganui 3116',
        windowStart: '2026-10-25',
        windowEnd: '2026-11-24',
        // The direct debit pays each bill on its due date.
        paymentHabit: { method: 'directDebit', daysAfterDue: 0 },
        promptPaymentDiscountCents: 0,
        savedCard: { brand: 'Visa', last4: '4242', expiry: '08/28', holder: 'A FIFITA' },
        directDebit: {
          holder: 'A Fifita',
          issuer: 'Kiwi Savings Bank',
          number: '38-9012-0345678-000',
          paymentInformation: 'POWER',
          customerName: 'Ana Fifita',
          mobile: '+64211239876',
        },
      },
    ],
  },
  {
    id: 'cust-kiri',
    email: 'kiri@example.nz',
    firstName: 'Kiri',
    middleName: null,
    lastName: 'Tane',
    story:
      'Residential, one electricity site, a mobile and a home phone, her login email not verified yet; the account-details journeys verify and change it and her preferences',
    emailVerified: false,
    phones: [
      { purpose: 'mobile', number: '+64211114444' },
      { purpose: 'home', number: '+6478391234' },
    ],
    accounts: [
      {
        id: 'ba-6001',
        type: 'residential',
        customerNumber: '6001234567',
        fullAddress: '9 Harakeke Place, Hamilton East, Hamilton 3216',
        windowStart: '2026-10-16',
        windowEnd: '2026-11-15',
        paymentHabit: paysOnTime,
        promptPaymentDiscountCents: 1200,
      },
    ],
  },
  {
    id: 'cust-rangi',
    email: 'rangi@example.nz',
    firstName: 'Rangi',
    middleName: null,
    lastName: 'Parata',
    story: 'Residential, one electricity site; kept for the password-reset journey, which changes his password',
    phones: [{ purpose: 'mobile', number: '+64219997777' }],
    accounts: [
      {
        id: 'ba-7001',
        type: 'residential',
        customerNumber: '7001234567',
        fullAddress: '31 Tōtara Drive, Whanganui 4500',
        windowStart: '2026-10-16',
        windowEnd: '2026-11-15',
        paymentHabit: paysOnTime,
        promptPaymentDiscountCents: 0,
      },
    ],
  },
];
