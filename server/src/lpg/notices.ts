import type { LpgQuestionAnswers } from '@harakeke/contract';

/** The texts every LPG customer sees on the order page, kept in `settings` under LPG_NOTICES_KEY. */
export interface LpgNotices {
  notification: string | null;
  orderDeliveryNotice: string;
  orderDeliverySuccessNotice: string;
  questions: Array<{ id: keyof LpgQuestionAnswers; text: string }>;
}

/** The key in `settings` of the texts every LPG customer sees on the order page. */
export const LPG_NOTICES_KEY = 'lpg.notices';

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

/** The confirmation email of an order (spec 2 §3 placeOrderData: emailSent), in the development outbox. */
export function orderConfirmationEmail(order: {
  reference: string;
  numberOfBottles: number;
  expectedDeliveryBy: string;
}) {
  const bottles = order.numberOfBottles === 1 ? '1 bottle' : `${order.numberOfBottles} bottles`;
  return {
    subject: `Your LPG order ${order.reference}`,
    body: `Thanks for your order of ${bottles} of LPG (reference ${order.reference}). We will deliver by ${order.expectedDeliveryBy}. Please leave the empty bottles where the driver can reach them.`,
  };
}
