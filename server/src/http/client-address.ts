import type { IncomingMessage } from 'node:http';

/** The address of the connection a request came on (not X-Forwarded-For, which any client can write). */
export function remoteAddress(req: IncomingMessage | undefined): string | undefined {
  return req?.socket?.remoteAddress;
}

/**
 * The client's address: the connection's; or, behind a reverse proxy the operator trusts (TRUST_PROXY=on), the
 * address the proxy saw, which it appends last to X-Forwarded-For (the entries before it are the client's own word).
 * Without the header, the connection's.
 */
export function clientAddress(req: IncomingMessage | undefined, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req?.headers['x-forwarded-for'] : undefined;
  const header = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  const last = header?.split(',').at(-1)?.trim();
  return last || remoteAddress(req);
}

/** Whether an address is this machine's: 127.0.0.0/8, ::1, or 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4);
  return octets !== null && octets.slice(1).every((octet) => Number(octet) <= 255);
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
}

/**
 * Who a per-address rate limit counts: an IPv4 address (also when written IPv4-mapped), or an IPv6 address's /64,
 * since one customer line is handed a whole /64 and could otherwise take a fresh address for every try.
 */
export function rateLimitAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (v4) return v4;
  const groups = address.includes(':') ? ipv6Groups(address.split('%')[0] ?? address) : null;
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
