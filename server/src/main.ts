import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aucklandToday } from '@harakeke/calendar';
import { brandFor } from '@harakeke/themes';
import { configFromEnv } from './config.js';
import { openMigratedDatabase } from './db/open.js';
import { listenWhileStarting } from './starting-listener.js';
import { DEMO_PASSWORD, demoCustomers } from './demo/customers.js';
import { warmReadings } from './readings/queries.js';
import { databaseLanes } from './db/background-lane.js';
import { balanceReadingsFrom } from './bills/ledger.js';
import { customersWithPublishedPassword } from './demo/published-password.js';
import { seedDemoCustomers } from './demo-seed.js';
import { startServer } from './start.js';

const demoLogins = (password: string) => `Demo logins (password ${password}):
${demoCustomers.map((c) => `  ${c.email.padEnd(20)} ${c.story}`).join('\n')}
`;

const config = configFromEnv(process.env, path.dirname(fileURLToPath(import.meta.url)));
// The portal's files answer while the database opens, migrates and seeds; API and sign-in calls wait for it.
const starting = await listenWhileStarting(config);
const db = await openMigratedDatabase(config);
if (config.seedDemo && (await seedDemoCustomers(db, { password: config.demoPassword, now: config.clock.now() })))
  console.log('Seeded the demo customers into a new database.');
if (config.production) {
  // A database seeded in development carries the published password: anybody could sign in as those customers.
  const exposed = await customersWithPublishedPassword(db);
  if (exposed.length > 0) {
    console.error(
      `Refusing to start in production: ${exposed.join(', ')} still ${exposed.length === 1 ? 'has' : 'have'} the published demo password. Change or remove ${exposed.length === 1 ? 'that account' : 'those accounts'}, or reseed with SEED_DEMO=on and a DEMO_PASSWORD of your own.`,
    );
    await db.close();
    starting.server.close();
    process.exit(1);
  }
}
// Customers' calls go before the warm-up's statements (db/background-lane.ts): the first visit after a start is as
// quick as any other.
const lanes = databaseLanes(db);
const running = await startServer(lanes.foreground, config, starting);
// Readings are generated on first use; doing it now, in the background, keeps first requests quick.
if (config.warmReadings) {
  const today = aucklandToday(config.clock.now());
  warmReadings(lanes.background, today, { recentFrom: balanceReadingsFrom(today) }).then(
    (count) => console.log(`Readings are up to date for ${count} supply points.`),
    (error: unknown) => console.error('Could not generate the demo readings:', error),
  );
}

console.log(`
${brandFor(config.brand).name} portal: ${config.publicUrl}${config.demoNow === undefined ? '' : `\nDemo calendar from ${new Date(config.demoNow).toISOString()} (DEMO_NOW), running on.`}
${config.seedDemo ? demoLogins(config.demoPassword === DEMO_PASSWORD ? DEMO_PASSWORD : 'the one in DEMO_PASSWORD') : ''}`);
if (running.outboxUrl) console.log(`Emails sent (development outbox, this machine only): ${running.outboxUrl}\n`);

const shutDown = async () => {
  await running.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
