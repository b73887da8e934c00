import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandFor } from '@harakeke/themes';
import { configFromEnv } from './config.js';
import { openMigratedDatabase } from './db/open.js';
import { DEMO_PASSWORD, demoCustomers } from './seed/demo-customers.js';
import { warmReadings } from './db/queries/readings.js';
import { seedDemoCustomers } from './seed/seed.js';
import { startServer } from './start.js';

const config = configFromEnv(process.env, path.dirname(fileURLToPath(import.meta.url)));
const db = await openMigratedDatabase(config);
if (await seedDemoCustomers(db)) console.log('Seeded the demo customers into a new database.');
const running = await startServer(db, config);
// Readings are generated on first use; doing it now, in the background, keeps first requests quick.
if (config.warmReadings) {
  warmReadings(db).catch((error: unknown) => console.error('Could not generate the demo readings:', error));
}

console.log(`
${brandFor(config.brand).name} portal: ${config.publicUrl}
Demo logins (password ${DEMO_PASSWORD}):
${demoCustomers.map((c) => `  ${c.email.padEnd(20)} ${c.story}`).join('\n')}
`);

const shutDown = async () => {
  await running.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
