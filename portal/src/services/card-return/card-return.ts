/**
 * spec 1 §4 card return flow: the stand-in card provider's hosted card page sends the browser back to the path it was
 * given (`returnPath`) with `status`, `sct` and `canUpdateCCV` added to its query (server/src/card-provider/routes.ts
 * `returnLocation`). These are the pure parts: reading that query, the spec's table of what it means, and the paths
 * to send and to go back to.
 *
 * How a feature uses this module with services/cards, which opens the card pages and reads their sessions:
 *
 * 1. Before sending the browser to a card page, build the return path with `cardReturnPathOf(location)` and pass it as
 *    the call's `returnPath` (makeCardPayment, updateSavedCard, setupRecurringCard).
 * 2. With the answer's `{ url, sessionId }`, services/cards' `goToCardPage` keeps the session id
 *    (card-session-store.ts) and leaves with `pageNavigation.assign(url)`; its `cardSessionStart` does both for the
 *    payment options' pages.
 * 3. On the screen the return lands on, `readCardReturn(location.search)`: null when the page was not opened by a
 *    return. Otherwise `result` is the spec's reading of the return, and services/cards' `cardSessionOutcome` asks
 *    `getCardSession` about the session kept (its outcome, e.g. a payment's reference or `cancelled`).
 * 4. Once read, replace the address with `searchWithoutCardReturn(location.search)` (navigate with `replace`), so a
 *    reload or Back does not show the outcome again; the kept session id is forgotten (`forgetCardSession(purpose)`).
 *
 * Payment options (saved card, recurring card): step 3's `result` is the table below. sct is true for the saved card
 * (updateSavedCard): `promptRecurringCardUpdate` shows the prompt to move the recurring payment to the new card
 * (updateRecurringCard), `success` the success modal and `cardError` the card error. A recurring card set-up
 * (setupRecurringCard) never has sct: it reads `success` (the entered card now pays the bills) or `recurringError`.
 * A one-off payment never has sct either, so it reads only `success` and `recurringError` (an error without sct) and
 * takes its details from the card session.
 */

/** The query parameters the card page adds to the return path. */
export const CARD_RETURN_PARAMS = ['status', 'sct', 'canUpdateCCV'] as const;

/** spec 1 §4 card return flow: what the card provider says on the way back. */
export interface CardReturnParams {
  status: 'success' | 'error';
  /** A secure card transaction: the card was entered to be saved (to add or replace the saved card). */
  sct: boolean;
  /** A recurring card payment exists that the card just entered could replace. */
  canUpdateCCV: boolean;
}

/**
 * spec 1 §4 card return flow's result column: `promptRecurringCardUpdate` (success, sct, canUpdateCCV), `success`
 * (success without sct, or with sct and nothing to update), `cardError` (error with sct), `recurringError` (error
 * without sct).
 */
export type CardReturnResult = 'promptRecurringCardUpdate' | 'success' | 'cardError' | 'recurringError';

/** A return read from the address: what the provider said, and what the spec makes of it. */
export interface CardReturn extends CardReturnParams {
  result: CardReturnResult;
}

/** spec 1 §4: the card return table, row by row. */
export function cardReturnResult({ status, sct, canUpdateCCV }: CardReturnParams): CardReturnResult {
  if (status === 'success') return sct && canUpdateCCV ? 'promptRecurringCardUpdate' : 'success';
  return sct ? 'cardError' : 'recurringError';
}

/**
 * The card return in a query string (`?status=success&sct=false&canUpdateCCV=false`), or null when there is none: no
 * `status`, or one the provider never sends (an address typed or edited by hand is not a return). A flag that is
 * missing or not 'true' reads as false.
 */
export function readCardReturn(search: string | URLSearchParams): CardReturn | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = query.get('status');
  if (status !== 'success' && status !== 'error') return null;
  const params: CardReturnParams = {
    status,
    sct: query.get('sct') === 'true',
    canUpdateCCV: query.get('canUpdateCCV') === 'true',
  };
  return { ...params, result: cardReturnResult(params) };
}

/**
 * Whether the address holds the return of a one-off card payment (the Bills tab's): one is never a secure card
 * transaction, so a return with `sct` is a payment option's (spec 1 §4).
 */
export function isOneOffPaymentReturn(search: string | URLSearchParams): boolean {
  const cardReturn = readCardReturn(search);
  return cardReturn !== null && !cardReturn.sct;
}

/** The query string without the card return's parameters ('' when nothing else is left), e.g. for a replace. */
export function searchWithoutCardReturn(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of CARD_RETURN_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The path the card page sends the customer back to: where they are now (path and query), without a previous
 * return's parameters, so the next return carries only its own.
 */
export function cardReturnPathOf({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname}${searchWithoutCardReturn(search)}`;
}

/**
 * Leaving the portal for the card page, as one object so a test can replace it: jsdom's `window.location` cannot be
 * stubbed.
 */
export const pageNavigation = {
  /** Loads another document in this tab (the hosted card page), like following a link. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
