/*
 * The stand-in provider's hosted card page sessions (spec 1 §4 card return flow): how long one lasts and how its
 * state reads.
 */

/** A hosted card page lasts 15 minutes, like a provider's checkout session. */
export const CARD_SESSION_TTL_SECONDS = 15 * 60;

/** The spec's result states of a session's page, from what the database holds. */
export function cardSessionStatus<Outcome extends string>(session: { outcome: Outcome | null; expired: boolean }) {
  if (session.outcome) return session.outcome;
  return session.expired ? ('expired' as const) : ('open' as const);
}
