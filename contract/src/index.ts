export { declaredStatuses, defineCall, hasBody, queryFieldsOf } from './call.js';
export type { CallSchema, HttpMethod, RequestOf, ResponseOf } from './call.js';
export { API_BASE, headerNames, noCacheHeaders, problemContentType } from './http.js';
export { problemSchema, problemFieldErrorSchema, clientProblemTypes, RETIRED_SUPPORT_NUMBER } from './problem.js';
export type { Problem, ProblemFieldError } from './problem.js';
export { getOutage, outageSchema } from './outage.js';
export type { Outage } from './outage.js';
export {
  getBillingAccounts,
  billingAccountsSchema,
  billingAccountSchema,
  contactSchema,
  customerTypeSchema,
  getSwitcher,
  selectSite,
  siteStatusSchema,
  supplyPointSchema,
  supplyTypeSchema,
  switcherSchema,
} from './billing-accounts.js';
export type {
  BillingAccount,
  BillingAccounts,
  BillingAccountSite,
  Contact,
  SupplyPoint,
  Switcher,
} from './billing-accounts.js';
export {
  bootstrap,
  dashboardSchema,
  getDashboard,
  getNewDashboardWidgetList,
  getTabs,
  getWidgetList,
  knownWidgetTypes,
  tabKeySchema,
  widgetListSchema,
} from './navigation.js';
export type { Dashboard, TabKey, WidgetList } from './navigation.js';
export {
  eventNameSchema,
  getTags,
  getUserMetadata,
  postEvent,
  setTag,
  tagNameSchema,
  userMetadataSchema,
} from './user.js';
export type { EventName, TagName, UserMetadata } from './user.js';
export {
  changeEmail,
  deletePhone,
  emailSchema,
  getAccountRoles,
  getPlans,
  newLoginEmailSchema,
  NICKNAME_MAX,
  NICKNAME_PATTERN,
  nicknameSchema,
  normalisedPhoneSchema,
  requestEmailVerification,
  requestPasswordReset,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
  userPreferencesSchema,
} from './account-settings.js';
export type { UserPreferences } from './account-settings.js';
export {
  costBreakdownSchema,
  dailyUsageItemSchema,
  electricityForecastSchema,
  getElectricityBillPeriod,
  getElectricityForecast,
  getElectricityHours,
  getElectricityMonths,
  getUsageSummary,
  hourlyUsageSchema,
  monthlyUsageSchema,
  downloadElectricityUsage,
  usageExportRequestSchema,
  usageSummarySchema,
  periodDataSchema,
  periodRequestSchema,
  dayRangeSchema,
  USAGE_PERIOD_MAX_DAYS,
} from './usage.js';
export type {
  CostBreakdown,
  DailyUsageItem,
  ElectricityForecast,
  HourlyUsage,
  HourlyUsageItem,
  MonthlyUsage,
  MonthlyUsageItem,
  PeriodData,
  UsageExportRequest,
  UsageSummary,
} from './usage.js';
export {
  firstUsageDay,
  lastUsageExportDay,
  USAGE_EXPORT_MONTHS,
  USAGE_HISTORY_DAYS,
  usageExportRangeErrors,
} from './usage-export-rules.js';
export type { UsageExportRange } from './usage-export-rules.js';
export { usageExportIntervals } from './usage.js';
export type { UsageExportInterval } from './usage.js';
export {
  aggregatedGasUsageSchema,
  getAdvancedGasBillPeriod,
  getAggregatedGasUsage,
  getNaturalGasUsage,
  naturalGasUsageSchema,
} from './natural-gas.js';
export type { AggregatedGasUsage, NaturalGasUsage } from './natural-gas.js';
export {
  carbonLevelSchema,
  ecoForecastSchema,
  generationMixSchema,
  generationTypeSchema,
  getEcoForecast,
  getGenerationMix,
  getEcoTrackerWidget,
  ecoTrackerWidgetSchema,
  getMonthlyUsageImpact,
  getUsageImpact,
  monthlyUsageImpactSchema,
  usageImpactSchema,
} from './eco-tracker.js';
export type { EcoForecast, EcoTrackerWidget, GenerationMix, MonthlyUsageImpact, UsageImpact } from './eco-tracker.js';
export {
  accountSummaryWidgetSchema,
  billSummaryWidgetSchema,
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
  heroMessageSchema,
} from './widgets.js';
export type { AccountSummaryWidget, BillSummaryWidget, HeroMessage } from './widgets.js';
export * from './primitives.js';
export * from './payment-options.js';
export * from './direct-debit-rules.js';
export * from './card-payment-rules.js';
export * from './sign-in-rules.js';
export * from './account-settings-rules.js';
export * from './nz-bank-accounts.js';

import { getBillingAccounts, getSwitcher, selectSite } from './billing-accounts.js';
import { bootstrap, getDashboard, getNewDashboardWidgetList, getTabs, getWidgetList } from './navigation.js';
import { getOutage } from './outage.js';
import {
  changeEmail,
  deletePhone,
  getAccountRoles,
  getPlans,
  requestEmailVerification,
  requestPasswordReset,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from './account-settings.js';
import {
  getEcoForecast,
  getEcoTrackerWidget,
  getGenerationMix,
  getMonthlyUsageImpact,
  getUsageImpact,
} from './eco-tracker.js';
import {
  deleteRecurringPayment,
  deleteSavedCard,
  getRecurringOptions,
  getRecurringPayment,
  getSavedCard,
  setupDirectDebit,
} from './payment-options.js';
import { getTags, getUserMetadata, postEvent, setTag } from './user.js';
import { getAccountSummaryWidget, getBillSummaryWidget, getHeroMenu, getHeroMessage, getSidekick } from './widgets.js';
import {
  getElectricityBillPeriod,
  getElectricityForecast,
  getElectricityHours,
  getElectricityMonths,
  getUsageSummary,
  downloadElectricityUsage,
} from './usage.js';
import { getAdvancedGasBillPeriod, getAggregatedGasUsage, getNaturalGasUsage } from './natural-gas.js';

import { billsCalls } from './bills.js';
import { movingHouseCalls } from './moving-house.js';
import { billCheckerCalls } from './bill-checker.js';
import { loyaltyCardCalls } from './loyalty-card.js';
import { donationCalls } from './donation.js';
import { powershoutCalls } from './powershout.js';
import { referralCalls } from './referral.js';
import { lpgCalls } from './lpg.js';
import { meterReadsCalls } from './meter-reads.js';
import { homeProfileCalls } from './home-profile.js';
import { businessProfileCalls } from './business-profile.js';
import { insightsCalls } from './insights.js';
import { tipsCalls } from './tips.js';
import { evIqCalls } from './ev-iq.js';
import { billPlannerCalls } from './bill-planner.js';
import { billInsightsCalls } from './bill-insights.js';
import { showerOptimiserCalls } from './shower-optimiser.js';
import { cardFlowCalls } from './payment-options.js';

/** Every call of the contract, for the server's router and the OpenAPI document. */
export const calls = {
  getOutage,
  getBillingAccounts,
  getSwitcher,
  selectSite,
  bootstrap,
  getDashboard,
  getTabs,
  getWidgetList,
  getNewDashboardWidgetList,
  getUserMetadata,
  getTags,
  setTag,
  postEvent,
  changeEmail,
  requestPasswordReset,
  requestEmailVerification,
  updateUserPreferences,
  setPhone,
  deletePhone,
  setSiteNickname,
  getAccountRoles,
  getPlans,
  getElectricityBillPeriod,
  getElectricityHours,
  getElectricityMonths,
  getAdvancedGasBillPeriod,
  getNaturalGasUsage,
  getUsageSummary,
  downloadElectricityUsage,
  getElectricityForecast,
  getAggregatedGasUsage,
  getGenerationMix,
  getEcoForecast,
  getUsageImpact,
  getMonthlyUsageImpact,
  getEcoTrackerWidget,
  getHeroMessage,
  getHeroMenu,
  getSidekick,
  getBillSummaryWidget,
  getAccountSummaryWidget,
  getSavedCard,
  deleteSavedCard,
  getRecurringPayment,
  deleteRecurringPayment,
  getRecurringOptions,
  setupDirectDebit,
  ...billsCalls,
  ...movingHouseCalls,
  ...billCheckerCalls,
  ...loyaltyCardCalls,
  ...donationCalls,
  ...powershoutCalls,
  ...referralCalls,
  ...lpgCalls,
  ...meterReadsCalls,
  ...homeProfileCalls,
  ...businessProfileCalls,
  ...insightsCalls,
  ...tipsCalls,
  ...evIqCalls,
  ...billPlannerCalls,
  ...billInsightsCalls,
  ...showerOptimiserCalls,
  ...cardFlowCalls,
} as const;
export * from './bills.js';
export * from './moving-house.js';
export * from './bill-checker.js';
export * from './loyalty-card.js';
export * from './donation.js';
export * from './powershout.js';
export * from './referral.js';
export * from './lpg.js';
export * from './meter-reads.js';
export * from './home-profile.js';
export * from './business-profile.js';
export * from './insights.js';
export * from './tips.js';
export * from './ev-iq.js';
export * from './bill-planner.js';
export * from './bill-insights.js';
export * from './shower-optimiser.js';
export { openApiDocument } from './openapi.js';
export type { OpenApiDocument } from './openapi.js';
