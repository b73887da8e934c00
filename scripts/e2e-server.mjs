// Starts one e2e server on a fresh database, so every run begins from the seeded demo customers.
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for an e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// Readings are generated when a test first asks for them; warming all of them at start would compete with sign-in.
process.env.WARM_READINGS ??= 'off';
await import('../server/dist/main.js');
