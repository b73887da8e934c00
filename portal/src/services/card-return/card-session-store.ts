/**
 * The hosted card page's session id, kept in session storage across the trip to the card page and back (spec 1 §4
 * card return flow): the return's address says only success or error, and the session (getCardSession) says the rest,
 * such as a payment's reference or that the customer cancelled. Session storage, so it belongs to this tab only and
 * ends with it.
 */

/** What a card page was opened for, as the contract's card session names it. */
export type CardSessionPurpose = 'cardPayment' | 'savedCard' | 'recurringCard';

const storageKey = (purpose: CardSessionPurpose) => `harakeke.cardSession.${purpose}`;

/** Session storage, or null where the browser refuses it (some private modes, storage turned off). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the session id of the card page about to open, for reading its outcome on the return. */
export function rememberCardSession(purpose: CardSessionPurpose, sessionId: string): void {
  try {
    storage()?.setItem(storageKey(purpose), sessionId);
  } catch {
    // Storage full or refused: the return is then read from its address alone.
  }
}

/** The session id kept for this purpose, or null when none was kept (or storage is refused). */
export function readCardSession(purpose: CardSessionPurpose): string | null {
  try {
    return storage()?.getItem(storageKey(purpose)) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the kept session id once its return has been read. */
export function forgetCardSession(purpose: CardSessionPurpose): void {
  try {
    storage()?.removeItem(storageKey(purpose));
  } catch {
    // Nothing was kept that could be removed.
  }
}
