// Starts one e2e server on a fresh database, so every run begins from the seeded demo customers.
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for an e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../server/dist/main.js');
