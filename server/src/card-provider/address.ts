/** Where the hosted card page of a session lives, relative to the origin (the portal's own). */
export const CARD_PAGE_BASE = '/card-provider/session';

export const cardPagePath = (sessionId: string) => `${CARD_PAGE_BASE}/${encodeURIComponent(sessionId)}`;
