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
}

const TOKENS_KEY = 'harakeke.session';
export const TEMPORARY_REFRESH_MS = 24 * 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionTokens | null | undefined;

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
    if (tokens) localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens));
    else localStorage.removeItem(TOKENS_KEY);
    listeners.forEach((listener) => listener());
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
