import { CARD_FEE_RATE_PERCENT, cardFeeCents, isSameOriginPath } from '@harakeke/contract';
import { Hono, type Context } from 'hono';
import { nzdOf } from '../amounts.js';
import {
  cardSessionAt,
  completeCardSession,
  type ApplyEnteredCard,
  type CardReturn,
  type CardSessionRow,
} from '../card-sessions/card-sessions.js';
import type { Queryable } from '../db/client.js';
import type { ApiEnv } from '../http/api-context.js';
import { aucklandToday } from '@harakeke/calendar';
import { CARD_PAGE_BASE, cardPagePath } from './address.js';
import { readCardForm } from './card-form.js';
import { cardFormPage, sessionUnusablePage } from './page.js';

const money = (cents: number) =>
  `$${nzdOf(cents).toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The page's words for what the card is for. */
function purposeCopy(session: CardSessionRow) {
  if (session.purpose === 'cardPayment') {
    // spec 1 §3 cardPayment rate: the card is charged the amount and its fee, so the page names what is charged.
    const amount = session.amountCents ?? 0;
    const fee = cardFeeCents(amount);
    return {
      heading: `Pay ${money(amount + fee)}`,
      description: `${money(amount)} to your energy account and a card fee of ${money(fee)} (${CARD_FEE_RATE_PERCENT}%): ${money(amount + fee)} is charged to your card.`,
      submitLabel: `Pay ${money(amount + fee)}`,
    };
  }
  if (session.purpose === 'recurringCard') {
    return {
      heading: 'Pay your bills by card',
      description: 'This card will be saved and charged for each bill when it is due.',
      submitLabel: 'Save card and set up',
    };
  }
  return {
    heading: 'Save a card for payments',
    description: 'This card replaces any card saved for your energy account.',
    submitLabel: 'Save card',
  };
}

/**
 * spec 1 §4: back to the portal's path with status, sct and canUpdateCCV. The stored path was checked when the
 * session began; it is checked again here, so a redirect can only ever go to a path on this origin.
 */
export function returnLocation(returnPath: string, outcome: CardReturn): string {
  if (!isSameOriginPath(returnPath)) return '/';
  const url = new URL(returnPath, 'http://portal.invalid');
  url.searchParams.set('status', outcome.status);
  url.searchParams.set('sct', String(outcome.sct));
  url.searchParams.set('canUpdateCCV', String(outcome.canUpdateCCV));
  const location = `${url.pathname}${url.search}${url.hash}`;
  // What is sent is checked too, not only what was stored: the Location header is what the browser follows.
  return isSameOriginPath(location) ? location : '/';
}

const notFoundPage = (c: Context) =>
  c.html(
    sessionUnusablePage(
      'Card page not found',
      'There is no card page at this address. Start again from your account.',
      null,
    ),
    404,
  );

const usedPage = (c: Context, session: CardSessionRow) =>
  c.html(
    sessionUnusablePage(
      'This card page has been used',
      'Each card page works once. Start again from your account.',
      session.returnPath,
    ),
    410,
  );

const expiredPage = (c: Context, session: CardSessionRow) =>
  c.html(
    sessionUnusablePage(
      'This card page has expired',
      'A card page works for 15 minutes. Start again from your account.',
      session.returnPath,
    ),
    410,
  );

type SessionLookup = { session: CardSessionRow; page?: never } | { page: Response; session?: never };

/** The session of the page's address when it can still take a card; otherwise the page that explains why not. */
async function openSession(c: Context, db: Queryable): Promise<SessionLookup> {
  const session = await cardSessionAt(db, c.req.param('id') ?? '');
  if (!session) return { page: notFoundPage(c) };
  if (session.usedAt) return { page: usedPage(c, session) };
  if (session.expired) return { page: expiredPage(c, session) };
  return { session };
}

/** What the provider's page is given by whoever mounts it (app.ts). */
export interface CardProviderDependencies {
  /**
   * What a card entered on the page changes on the account (the payment options' rules): given, not imported, so the
   * payment options, which send customers to this page, and the page do not import each other.
   */
  applyEnteredCard: ApplyEnteredCard;
}

/**
 * The stand-in card provider's hosted card page (spec 1 §4 card return flow), outside the API; app.ts puts the
 * database and clock into its context as it does for the API's.
 */
export function cardProviderRoutes({ applyEnteredCard }: CardProviderDependencies) {
  const app = new Hono<ApiEnv>();
  // A card page is never cached: it holds what was typed, and a used one must not come back from history.
  app.use(`${CARD_PAGE_BASE}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get(`${CARD_PAGE_BASE}/:id`, async (c) => {
    const found = await openSession(c, c.get('db'));
    if (found.page) return found.page;
    const { session } = found;
    return c.html(cardFormPage({ action: cardPagePath(session.id), ...purposeCopy(session) }));
  });

  app.post(`${CARD_PAGE_BASE}/:id`, async (c) => {
    const db = c.get('db');
    const found = await openSession(c, db);
    if (found.page) return found.page;
    const { session } = found;
    const form = await c.req.parseBody();
    if (form.action === 'cancel') {
      const outcome = await completeCardSession(db, session, { kind: 'cancelled' }, applyEnteredCard);
      return outcome ? c.redirect(returnLocation(session.returnPath, outcome), 303) : usedPage(c, session);
    }
    const entered = readCardForm(form, aucklandToday(c.get('clock').now()));
    if (!entered.ok) {
      const page = cardFormPage({
        action: cardPagePath(session.id),
        ...purposeCopy(session),
        values: entered.values,
        errors: entered.errors,
      });
      return c.html(page, 400);
    }
    const outcome = await completeCardSession(
      db,
      session,
      { kind: 'entered', card: entered.card, approved: entered.testCard.approved, at: c.get('clock').now() },
      applyEnteredCard,
    );
    if (!outcome) return usedPage(c, session);
    return c.redirect(returnLocation(session.returnPath, outcome), 303);
  });

  return app;
}
