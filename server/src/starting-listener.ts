import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { API_BASE } from '@harakeke/contract';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import { CARD_PAGE_BASE } from './card-provider/address.js';
import type { ServerConfig } from './config.js';
import { IDP_MOUNT } from './idp/provider.js';
import { compressAnswers } from './http/compression.js';
import { startingHealthRoutes } from './http/health.js';
import { portalStatic } from './http/portal-static.js';
import { problemResponse, problems } from './http/problem.js';
import { answerRefusedRequest } from './http/request-guard.js';
import { securityHeaders } from './http/security-headers.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** How long a request that needs the database waits for the start to finish before it is answered 503. */
export const START_WAIT_MS = 60_000;
/** What that 503 asks a client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

export interface StartingServer {
  server: Server;
  /** The port it listens on (the configured one, or the one the system chose for port 0). */
  port: number;
  /** From now on every request, those waiting included, goes to `listener`. */
  handOver(listener: RequestListener): void;
}

/**
 * The server's own pages that answer HTML and need the database: the sign-in pages and the card provider's page.
 * Any other navigation is one of the portal's routes, answered with its shell.
 */
const needsServer = (path: string) =>
  [API_BASE, IDP_MOUNT, CARD_PAGE_BASE].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A request the portal's built files answer: its scripts, styles, fonts and icon, and a page's shell. */
function isPortalFile(req: IncomingMessage, path: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path.startsWith('/assets/') || path === '/favicon.svg') return true;
  return !needsServer(path) && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Listens at once, before the database is opened, migrated and seeded (seconds on a new data directory; more on a
 * busy machine, server/BENCHMARK.md): the portal's files and liveness answer straight away, so the sign-in page
 * is on screen while the server starts; readiness says 503 until then; every other request waits for the
 * server's own listener (`handOver`) and goes to it, or after START_WAIT_MS is answered 503 with Retry-After.
 */
export async function listenWhileStarting(
  config: Pick<ServerConfig, 'port' | 'portalDist' | 'brand' | 'publicUrl' | 'devOrigins'>,
  { waitMs = START_WAIT_MS }: { waitMs?: number } = {},
): Promise<StartingServer> {
  const early = new Hono();
  early.use(compressAnswers());
  early.route('/', startingHealthRoutes());
  early.get('*', portalStatic(config.portalDist, brandFor(config.brand)));
  const answerEarly = getRequestListener(early.fetch);
  const headers = securityHeaders(config);

  let listener: RequestListener | undefined;
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    if (listener) return listener(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (answerRefusedRequest(req, res)) return;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isPortalFile(req, path) || path.startsWith('/health/')) return void answerEarly(req, res);
    const goOn = () => {
      clearTimeout(timer);
      waiting.delete(goOn);
      listener?.(req, res);
    };
    const timer = setTimeout(() => {
      waiting.delete(goOn);
      const problem = problemResponse(problems.serviceUnavailable(RETRY_AFTER_SECONDS));
      res.writeHead(problem.status, Object.fromEntries(problem.headers));
      void problem.text().then((body) => res.end(body));
    }, waitMs);
    waiting.add(goOn);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : config.port,
    handOver(next) {
      listener = next;
      for (const goOn of [...waiting]) goOn();
    },
  };
}
