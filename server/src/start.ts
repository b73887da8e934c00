import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createRequestListener } from './app.js';
import type { ServerConfig } from './config.js';
import { outageFromSettings } from './outage/outage.js';
import { saveOutageSetting } from './outage/queries.js';
import type { Database } from './db/client.js';
import { createRateLimits } from './http/rate-limits.js';
import type { StartingServer } from './starting-listener.js';
import { developmentOutbox } from './idp/outbox.js';
import { createIdentityProvider } from './idp/provider.js';

export interface RunningServer {
  url: string;
  server: Server;
  /** The development outbox's address on this machine, with this start's key; absent in production. */
  outboxUrl?: string;
  close(): Promise<void>;
}

/**
 * Starts the API, identity provider and portal on one port of the loopback or all interfaces; or, given the server
 * that has been answering the portal's files while the database opened (`listenWhileStarting`), takes it over.
 */
export async function startServer(
  db: Database,
  config: ServerConfig,
  starting?: StartingServer,
): Promise<RunningServer> {
  // spec 1 §4: OUTAGE=on switches the national outage on at start; OUTAGE=off switches it off.
  if (config.outage) await saveOutageSetting(db, outageFromSettings(config.outage));
  const provider = await createIdentityProvider(db, config);
  const rateLimits = createRateLimits(db, config.rateLimits, { trustProxy: config.trustProxy });
  // A new key at every start, printed for the developer: the outbox shows links that sign anyone in.
  const outbox = config.production ? undefined : developmentOutbox(db, config);
  const app = createApp({ db, config, provider, rateLimits, outbox });
  const listener = createRequestListener(app, provider, { rateLimits, outbox, config });
  let server: Server;
  if (starting) {
    server = starting.server;
    starting.handOver(listener);
  } else {
    server = createServer(listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    outboxUrl: outbox?.url(`http://localhost:${port}`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
