import { createServer, type AddressInfo } from 'node:net';

/** A port nobody listens on right now: the issuer URL has to name the port before the server starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
