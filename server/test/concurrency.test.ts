import { describe, it } from 'vitest';
import { expectConcurrentWritesKept } from './concurrent-writes.js';
import { useTestServer } from './test-server.js';

// Concurrent writes to the same customer lose nothing, on the embedded database (postgres.test.ts
// proves the same on PostgreSQL).
const testServer = useTestServer();

describe('concurrent writes on the embedded database', () => {
  it('keeps every tag and phone number written at the same time for one customer', async () => {
    await expectConcurrentWritesKept(testServer.current, 'mere@example.nz');
  });
});
