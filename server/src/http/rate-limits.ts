import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { API_BASE } from '@harakeke/contract';
import type { MiddlewareHandler } from 'hono';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitSettings } from '../config.js';
import type { Database } from '../db/client.js';
import type { CustomerAuthenticator } from './auth.js';
import { clientAddress, rateLimitAddress } from './client-address.js';
import { problemResponse, problems } from './problem.js';

/** What a limit says: go ahead, or wait this many seconds. */
export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const allowed: Verdict = { allowed: true };
const refused = (ms: number): Verdict => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/** The longest wait of several verdicts, or allowed when none refuses. */
function longestWait(verdicts: readonly Verdict[]): Verdict {
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  return waits.length ? { allowed: false, retryAfterSeconds: Math.max(...waits) } : allowed;
}

/** A wait in whole minutes, rounded up, for a person to read: '1 minute', '15 minutes'. */
export function minutesToWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Who a per-address limit counts for a request: its connection's address (an IPv6 one by its /64). */

/** Counter keys hold no email address: the table would otherwise list who was tried. */
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** pg returns a bigint as text and PGlite as a number; the library does arithmetic on both columns. */
function numericRow(row: Record<string, unknown>): Record<string, unknown> {
  const out = { ...row };
  for (const column of ['points', 'expire'] as const) {
    if (out[column] !== null && out[column] !== undefined) out[column] = Number(out[column]);
  }
  return out;
}

/**
 * RateLimiterPostgres's client ('pool' store type) over our Database: it calls query({ name, text, values }) and reads
 * rows and rowCount. The statement name, pg's prepared-statement cache key, is not needed. A DELETE returns no rows of
 * its own, so it is given RETURNING to count the rows it removed.
 */
function limiterStore(db: Database) {
  return {
    async query({ text, values }: { text: string; values?: unknown[] }) {
      const sql = /^\s*DELETE\b/i.test(text) && !/\bRETURNING\b/i.test(text) ? `${text} RETURNING 1` : text;
      const rows = (await db.query<Record<string, unknown>>(sql, values)).map(numericRow);
      return { rows, rowCount: rows.length };
    },
  };
}

interface LimitOptions {
  /** The counter's key prefix in rate_limits. */
  name: string;
  points: number;
  durationSeconds: number;
  /** Exactly one limiter deletes expired rows (every 5 minutes, those an hour past), for the whole table. */
  clearsExpired?: boolean;
}

/** One limit counted in the rate_limits table (migration 15), shared by every instance on the database. */
function databaseLimiter(db: Database, { name, points, durationSeconds, clearsExpired = false }: LimitOptions) {
  return new RateLimiterPostgres({
    storeClient: limiterStore(db),
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: clearsExpired,
    keyPrefix: name,
    points,
    duration: durationSeconds,
    // A key over its limit is then refused from this instance's memory until its count expires, without a query.
    inMemoryBlockOnConsumed: points + 1,
  });
}

/** Counts `points` against a key: allowed, or the wait until the count expires. */
async function consume(limiter: RateLimiterPostgres, key: string, points = 1): Promise<Verdict & { consumed: number }> {
  try {
    const result = await limiter.consume(key, points);
    return { allowed: true, consumed: result.consumedPoints };
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return { ...refused(error.msBeforeNext), consumed: error.consumedPoints };
  }
}

/**
 * Wrong sign-ins counted per key; the failure that reaches the maximum locks the key for the lockout, and a locked key
 * refuses every attempt, right password too. An attempt is counted before the password is checked, so guesses sent
 * all at once cannot outrun the count; a success gives it back.
 */
class FailureLock {
  private readonly limiter: RateLimiterPostgres;

  constructor(
    db: Database,
    name: string,
    private readonly maxFailures: number,
    private readonly lockoutSeconds: number,
  ) {
    this.limiter = databaseLimiter(db, { name, points: maxFailures, durationSeconds: lockoutSeconds });
  }

  /** Forgets the key's failures and lock. */
  async lift(key: string) {
    await this.limiter.delete(key);
  }

  /** Counts an attempt; refused while the key is locked. */
  async attempt(key: string) {
    const verdict = await consume(this.limiter, key);
    return {
      verdict: verdict.allowed ? allowed : verdict,
      /** The attempt failed: the failure that reaches the maximum starts the lock. */
      failed: async (): Promise<Verdict> => {
        if (!verdict.allowed) return verdict;
        if (verdict.consumed < this.maxFailures) return allowed;
        await this.limiter.block(key, this.lockoutSeconds);
        return refused(this.lockoutSeconds * 1000);
      },
      /** The attempt succeeded: forget every failure (`clear`), or give back only this attempt. */
      succeeded: async ({ clear }: { clear: boolean }) => {
        if (clear) await this.limiter.delete(key);
        else await this.limiter.reward(key, 1);
      },
    };
  }
}

/** A refused attempt checks no password, so it has no outcome to record. */
const noOutcome = { failed: async (): Promise<Verdict> => allowed, succeeded: async () => undefined };

/** One sign-in attempt under both locks: the email address's and the client address's. */
export interface SignInAttempt {
  /** Refused when either is locked; nothing is to be checked then. */
  verdict: Verdict;
  /** The password was wrong: refused when this failure locked the email or the address. */
  failed(): Promise<Verdict>;
  /** The password was right: the email's failures are forgotten; the address keeps its other failures. */
  succeeded(): Promise<void>;
}

export interface RateLimits {
  /** Counts a sign-in attempt with the password form (spec 1 §4, the normal policy). */
  attemptSignIn(email: string, req: IncomingMessage | undefined): Promise<SignInAttempt>;
  /**
   * Lifts the email address's own sign-in lock (not its addresses'): its customer signed in with a link sent to it,
   * which only the mailbox's owner can open.
   */
  liftSignInLock(email: string): Promise<void>;
  /** Counts a request for an emailed sign-in link (spec 1 §4, the magic-link policy). */
  requestMagicLink(email: string, req: IncomingMessage | undefined): Promise<Verdict>;
  /**
   * Counts an email about to be sent for an account to an address: refused over the account's or the recipient's
   * limit, whoever asked (a stolen token, a form anyone can fill in), so nobody can aim a flood of our mail at anyone.
   */
  countMail(customerId: string, recipient: string): Promise<Verdict>;
  /** Counts a content-security-policy report from the request's client address. */
  countCspReport(req: IncomingMessage | undefined): Promise<Verdict>;
  /** Runs `next` for a token endpoint request within the limit; answers 429 itself otherwise. */
  guardTokenEndpoint(req: IncomingMessage, res: ServerResponse, next: () => unknown): Promise<void>;
  /**
   * The API's limits as Hono middleware (per client address, and per account on a call with a valid bearer token),
   * and the bearer check the routes should use: it reuses the customer the middleware looked up for the request.
   */
  api(authenticate: CustomerAuthenticator): {
    middleware: MiddlewareHandler;
    authenticate: CustomerAuthenticator;
  };
}

/**
 * Answers a token request itself, before oidc-provider reads it, in RFC 6749 §5.2's JSON error shape:
 * 'temporarily_unavailable' is the registered error code that says 'wait', and Retry-After says how long.
 */
function tokenEndpointRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  status: 429 | 503,
  retryAfterSeconds: number,
  description: string,
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
  });
  res.end(JSON.stringify({ error: 'temporarily_unavailable', error_description: description }));
  // The body is not read: let it drain so the connection can be reused.
  req.resume();
}

/** Every rate limit of the server, counted in `db` (the rate_limits table of migration 15). */
export function createRateLimits(
  db: Database,
  settings: RateLimitSettings,
  { trustProxy = false }: { trustProxy?: boolean } = {},
): RateLimits {
  const addressKey = (req: IncomingMessage | undefined) => rateLimitAddress(clientAddress(req, trustProxy));
  const pairKey = (req: IncomingMessage | undefined, email: string) => `${addressKey(req)} ${emailKey(email)}`;
  const signInEmails = new FailureLock(
    db,
    'sign-in-email',
    settings.signInFailuresPerEmail,
    settings.signInLockoutSeconds,
  );
  const signInPairs = new FailureLock(
    db,
    'sign-in-address-email',
    settings.signInFailuresPerAddressAndEmail,
    settings.signInLockoutSeconds,
  );
  const signInAddresses = new FailureLock(
    db,
    'sign-in-address',
    settings.signInFailuresPerAddress,
    settings.signInLockoutSeconds,
  );
  /** A count of `points` per quarter hour or per minute, under `name` in the shared table. */
  const perQuarterHour = (name: string, points: number) =>
    databaseLimiter(db, { name, points, durationSeconds: 15 * 60 });
  const perMinute = (name: string, points: number) => databaseLimiter(db, { name, points, durationSeconds: 60 });
  const magicLinkPairs = perQuarterHour('magic-link-address-email', settings.magicLinksPerEmail);
  const magicLinkEmails = perQuarterHour('magic-link-email', settings.magicLinksPerEmailAnywhere);
  const magicLinkAddresses = perQuarterHour('magic-link-address', settings.magicLinksPerAddress);
  const tokenAddresses = perMinute('token-address', settings.tokenRequestsPerAddress);
  const apiAddresses = databaseLimiter(db, {
    name: 'api-address',
    points: settings.apiCallsPerAddress,
    durationSeconds: 60,
    clearsExpired: true,
  });
  const mailAccounts = perQuarterHour('mail-account', settings.mailsPerAccount);
  const mailRecipients = perQuarterHour('mail-recipient', settings.mailsPerRecipient);
  const cspReportAddresses = perMinute('csp-report-address', settings.cspReportsPerAddress);
  const apiAccounts = perMinute('api-account', settings.apiCallsPerAccount);

  return {
    async attemptSignIn(email, req) {
      const byAddress = await signInAddresses.attempt(addressKey(req));
      // A locked address tries no email: its guesses must not count against customers it is guessing at.
      if (!byAddress.verdict.allowed) return { verdict: byAddress.verdict, ...noOutcome };
      // The guesser is throttled first, by its own address and the email it guesses at, so one address cannot
      // lock the customer out; the email's own lock takes guesses from many addresses, as many as before.
      const byPair = await signInPairs.attempt(pairKey(req, email));
      if (!byPair.verdict.allowed)
        return { verdict: longestWait([byPair.verdict, await byAddress.failed()]), ...noOutcome };
      const byEmail = await signInEmails.attempt(emailKey(email));
      if (!byEmail.verdict.allowed) {
        // Guessing at a locked email is a failure of the address.
        return {
          verdict: longestWait([byEmail.verdict, await byPair.failed(), await byAddress.failed()]),
          ...noOutcome,
        };
      }
      return {
        verdict: allowed,
        failed: async () => longestWait([await byEmail.failed(), await byPair.failed(), await byAddress.failed()]),
        async succeeded() {
          await byEmail.succeeded({ clear: true });
          await byPair.succeeded({ clear: true });
          // Not cleared: one's own account signed in between guesses must not wipe the address's count.
          await byAddress.succeeded({ clear: false });
        },
      };
    },

    async requestMagicLink(email, req) {
      const byAddress = await consume(magicLinkAddresses, addressKey(req));
      if (!byAddress.allowed) return byAddress;
      // Counted whether or not the address has an account, so a refusal reveals nothing; per asking address first,
      // so one address asking over and over uses up its own links, not the customer's.
      const byPair = await consume(magicLinkPairs, pairKey(req, email));
      if (!byPair.allowed) return byPair;
      const byEmail = await consume(magicLinkEmails, emailKey(email));
      return byEmail.allowed ? allowed : byEmail;
    },

    async liftSignInLock(email) {
      await signInEmails.lift(emailKey(email));
    },

    countCspReport: (req) => consume(cspReportAddresses, addressKey(req)),

    async countMail(customerId, recipient) {
      const byAccount = await consume(mailAccounts, customerId);
      if (!byAccount.allowed) return byAccount;
      const byRecipient = await consume(mailRecipients, emailKey(recipient));
      return byRecipient.allowed ? allowed : byRecipient;
    },

    async guardTokenEndpoint(req, res, next) {
      // A preflight carries no grant.
      if (req.method === 'OPTIONS') return void next();
      let verdict: Verdict;
      try {
        verdict = await consume(tokenAddresses, addressKey(req));
      } catch (error) {
        // The token endpoint needs the same database: it would fail too, so say so the way a token error does.
        console.error(`The token endpoint’s rate limit could not be counted: ${(error as Error).message}`);
        return tokenEndpointRefusal(req, res, 503, 5, 'The sign-in service is unavailable. Try again shortly.');
      }
      if (verdict.allowed) return void next();
      const wait = verdict.retryAfterSeconds;
      tokenEndpointRefusal(req, res, 429, wait, `Too many token requests. Try again in ${wait} seconds.`);
    },

    api(authenticate) {
      // The customer of each request's bearer token, looked up once by the middleware and reused by the route.
      const lookups = new AsyncLocalStorage<{
        authorization: string | undefined;
        customer: Promise<string | undefined>;
      }>();
      return {
        middleware: async (c, next) => {
          const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
          const byAddress = await consume(apiAddresses, addressKey(incoming));
          if (!byAddress.allowed) return problemResponse(problems.tooManyRequests(byAddress.retryAfterSeconds));
          const authorization = c.req.header('authorization');
          // Only customer calls are looked up: a public call's token is never read.
          const customer =
            authorization && c.req.path.startsWith(`${API_BASE}/private/`)
              ? authenticate(authorization)
              : Promise.resolve(undefined);
          const customerId = await customer;
          if (customerId) {
            const byAccount = await consume(apiAccounts, customerId);
            if (!byAccount.allowed) return problemResponse(problems.tooManyRequests(byAccount.retryAfterSeconds));
          }
          await lookups.run({ authorization, customer }, next);
        },
        authenticate: (authorization) => {
          const lookup = lookups.getStore();
          return lookup && lookup.authorization === authorization ? lookup.customer : authenticate(authorization);
        },
      };
    },
  };
}
