import type { PowershoutBalance, PowershoutBooking, PowershoutNotification, PowershoutOffer } from '@harakeke/contract';
import { addDays } from '@harakeke/calendar';

/** spec 2 §2: the PowerShout page and its tabs. */
const POWERSHOUT_PATH = '/account/profile/powershout';
/** Hours expiring within this many days get a notification. */
const EXPIRY_WARNING_DAYS = 30;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** spec 2 §2: {base}/offers, /expiry, /history, each with a badge count. */
export function powershoutTabs(offers: readonly PowershoutOffer[], balance: PowershoutBalance, historyItems: number) {
  return [
    {
      key: 'offers' as const,
      label: 'Offers',
      path: `${POWERSHOUT_PATH}/offers`,
      count: offers.filter((offer) => offer.status === 'active').length,
    },
    { key: 'expiry' as const, label: 'Expiry', path: `${POWERSHOUT_PATH}/expiry`, count: balance.expiring.length },
    { key: 'history' as const, label: 'History', path: `${POWERSHOUT_PATH}/history`, count: historyItems },
  ];
}

/**
 * What PowerShout has to say now, most pressing first. The balance line is always there, so an enrolled customer's
 * answer is never empty (spec 2 §8: the portal errors on an empty PowerShout response).
 */
export function powershoutNotifications(
  balance: PowershoutBalance,
  offers: readonly PowershoutOffer[],
  bookings: readonly PowershoutBooking[],
): PowershoutNotification[] {
  const notifications: PowershoutNotification[] = [];
  const expiringSoon = balance.expiring.filter(
    (entry) => entry.expiresOn <= addDays(balance.asOf, EXPIRY_WARNING_DAYS),
  );
  const [soonest] = expiringSoon;
  if (soonest) {
    notifications.push({
      id: `expiry-${soonest.expiresOn}`,
      kind: 'expiry',
      title: 'Use them before they go',
      message: `${plural(soonest.hours, 'free hour expires', 'free hours expire')} on ${soonest.expiresOn}.`,
      action: { label: 'See expiry dates', href: `${POWERSHOUT_PATH}/expiry` },
    });
  }
  const active = offers.filter((offer) => offer.status === 'active');
  if (active.length > 0) {
    notifications.push({
      id: 'offers',
      kind: 'offers',
      title: 'New offers for you',
      message: `You have ${plural(active.length, 'offer', 'offers')} to accept.`,
      action: { label: 'See offers', href: `${POWERSHOUT_PATH}/offers` },
    });
  }
  const [next] = bookings;
  if (next) {
    notifications.push({
      id: `booking-${next.bookingId}`,
      kind: 'booking',
      title: next.status === 'inProgress' ? 'Your PowerShout is on now' : 'Your next PowerShout',
      message: `${plural(next.durationHours, 'hour', 'hours')} from ${next.startTime} on ${next.date} at ${next.address}.`,
      action: { label: 'See bookings', href: POWERSHOUT_PATH },
    });
  }
  notifications.push({
    id: 'balance',
    kind: 'balance',
    title: 'Your PowerShout balance',
    message:
      balance.availableHours > 0
        ? `You have ${plural(balance.availableHours, 'free hour', 'free hours')} to book.`
        : 'You have no free hours right now: accept an offer to earn some.',
    action: { label: balance.availableHours > 0 ? 'Book free hours' : 'See offers', href: POWERSHOUT_PATH },
  });
  return notifications;
}
