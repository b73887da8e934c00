import type { LpgNotices } from './queries.js';

/**
 * The order page's texts (spec 2 §3: notification, delivery notices, the questionnaire); their wording is not shown
 * in the spec, so it is ours. Seeded into `settings`, where an operator can change them without a release.
 */
export const defaultLpgNotices: LpgNotices = {
  notification: 'Deliveries to rural addresses can take an extra working day over winter.',
  orderDeliveryNotice:
    'We deliver within 3 working days. Leave your empty bottles by the regulator with the valves closed, and make sure the driver can get to them.',
  orderDeliverySuccessNotice:
    'Thanks, your order is in. We have emailed you a confirmation and will text the driver’s arrival on the day.',
  questions: [
    { id: 'medicalDependency', text: 'Does anyone at this address rely on gas for a medical reason?' },
    { id: 'onlyHeatingSource', text: 'Is LPG your only way to heat your home or your water?' },
    { id: 'runningOutSoon', text: 'Will you run out of gas before this delivery arrives?' },
  ],
};
