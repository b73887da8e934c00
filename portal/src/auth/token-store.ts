/** What the browser keeps of a signed-in session (spec 1 §3 browser-held tokens). */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
  /** Sign-in policy the session started with: 'normal' or 'magic-link'. */
  policy: string;
  /** Epoch ms after which no refresh is tried (spec 1 §9: temporary refresh validity 1 day). */
  refreshUntil: number;
  /**
   * Set for the mobile embed's session (spec 1 §2): the app's location id and billing account number. A mobile
   * session never refreshes; when it fails the customer goes to /general-error.
   */
  mobile?: { locationId: string; billingAccountNumber: string };
}

/** Why a session ended without the customer signing out: the shell sends them to the root, or the mobile error page. */
export type SessionEndReason = 'refresh-rejected' | 'refresh-expired' | 'accounts-failed' | 'unauthorised';

const TOKENS_KEY = 'harakeke.session';
export const TEMPORARY_REFRESH_MS = 24 * 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionTokens | null | undefined;
let ended: { reason: SessionEndReason; wasMobile: boolean } | null = null;

function read(): SessionTokens | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    return raw ? (JSON.parse(raw) as SessionTokens) : null;
  } catch {
    return null;
  }
}

/**
 * The one place session tokens live: localStorage behind a subscribable store, so React
 * (useSyncExternalStore) and the API client see the same session.
 */
export const tokenStore = {
  get(): SessionTokens | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  set(tokens: SessionTokens | null): void {
    cached = tokens;
    if (tokens) ended = null;
    if (tokens) localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    else localStorage.removeItem(TOKENS_KEY);
    listeners.forEach((listener) => listener());
  },
  /** Ends the session for a reason other than signing out (spec 1 §4), remembering where the customer goes. */
  end(reason: SessionEndReason): void {
    const wasMobile = Boolean(this.get()?.mobile);
    this.set(null);
    ended = { reason, wasMobile };
    listeners.forEach((listener) => listener());
  },
  /** How the last session ended, when it ended without the customer signing out; null otherwise. */
  endedBy(): { reason: SessionEndReason; wasMobile: boolean } | null {
    return ended;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKENS_KEY) return;
    cached = read();
    listeners.forEach((listener) => listener());
  });
}
