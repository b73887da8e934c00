import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { clientAddress, isLoopbackAddress } from '../http/client-address.js';
import { outboxPage } from './magic-link-pages.js';
import { readOutbox } from './magic-links.js';
import { IDP_MOUNT } from './provider.js';

/** Where the development outbox is served, outside production only. */
export const OUTBOX_PATH = `${IDP_MOUNT}/outbox`;

/** The file in a named database directory (DATA_DIR) that holds this start's key: see keyFileOf. */
export const OUTBOX_KEY_FILE = 'outbox-key';

/**
 * Where this start leaves its key, for tests on this machine that read the outbox (the e2e journeys): only when the
 * embedded database's directory was named (DATA_DIR, as the e2e servers' are), never for a server database. The
 * file gives nothing that directory does not already: whoever can read it can read the outbox's table.
 */
function keyFileOf(config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>): string | undefined {
  return process.env.DATA_DIR && !config.databaseUrl ? path.join(config.dataDir, OUTBOX_KEY_FILE) : undefined;
}

/** Holds the key after the first visit, so it leaves the address bar and the history. */
const KEY_COOKIE = 'outbox_key';

/**
 * The development outbox: the emails the server would send (sign-in links among them), shown instead of sent. It
 * holds links that sign anyone in, so it answers only a request from this machine that carries this start's key.
 */
export interface DevelopmentOutbox {
  /** The address that opens it, with the key: printed at start for the developer. */
  url(origin: string): string;
  /** Whether a request may see it: from a loopback address, with the key in the address or in its cookie. */
  admits(req: IncomingMessage): boolean;
  routes(): Hono<{ Bindings: HttpBindings }>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** The outbox of one server start, with a random key of its own. */
export function developmentOutbox(
  db: Database,
  config: Pick<ServerConfig, 'brand' | 'publicUrl' | 'dataDir' | 'databaseUrl' | 'trustProxy' | 'secureCookies'>,
): DevelopmentOutbox {
  const key = randomBytes(32).toString('base64url');
  const keyFile = keyFileOf(config);
  if (keyFile) writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
  const keyDigest = digest(key);
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const isKey = (candidate: string | null | undefined) => !!candidate && timingSafeEqual(digest(candidate), keyDigest);
  const keyInAddress = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://outbox').searchParams.get('key');
  const admits = (req: IncomingMessage) =>
    // Behind a trusted proxy, the client's address, not the proxy's (which may well be this machine's).
    isLoopbackAddress(clientAddress(req, config.trustProxy)) &&
    (isKey(keyInAddress(req)) || isKey(cookieValue(req.headers.cookie, KEY_COOKIE)));

  return {
    url: (origin) => `${origin}${OUTBOX_PATH}?key=${key}`,
    admits,
    routes() {
      const app = new Hono<{ Bindings: HttpBindings }>();
      app.get(OUTBOX_PATH, async (c) => {
        // The request listener hands only admitted requests here; anything else is not found, as in production.
        if (!admits(c.env.incoming)) return c.notFound();
        if (isKey(keyInAddress(c.env.incoming))) {
          setCookie(c, KEY_COOKIE, key, {
            path: OUTBOX_PATH,
            httpOnly: true,
            sameSite: 'Strict',
            secure: config.secureCookies,
          });
          return c.redirect(OUTBOX_PATH, 303);
        }
        c.header('Cache-Control', 'no-store');
        return c.html(outboxPage(brandFor(config.brand), await readOutbox(db), config.publicUrl));
      });
      return app;
    },
  };
}
