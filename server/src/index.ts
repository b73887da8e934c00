/** What other packages (e2e helpers, benchmarks) may start the reference server with. */
export { configFromEnv } from './config.js';
export type { ServerConfig } from './config.js';
export { openMigratedDatabase } from './db/open.js';
export type { Database } from './db/client.js';
export { seedDemoCustomers } from './demo-seed.js';
export { DEMO_PASSWORD, demoCustomers } from './demo/customers.js';
export { startServer } from './start.js';
export type { RunningServer } from './start.js';
