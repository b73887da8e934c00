import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** The content codings this server sends, best first: brotli is some 15–20 % smaller than gzip on the portal's code. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Answers smaller than this go out as they are: below about a kilobyte, compression saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The coding to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3): the offered coding with the
 * highest q-value, `*` standing for any coding not named, q=0 meaning 'not acceptable', ties going to the order
 * given (brotli first). No header, or nothing acceptable: undefined, the plain body.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | undefined;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to a Vary header: caches must keep the compressed and plain answers apart. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses what the handlers answered (API JSON, problem+json, the sign-in and card pages) when it is text of at
 * least the threshold and the client accepts brotli or gzip. hono/compress is not used: it offers gzip and deflate
 * only (CompressionStream on Node 20 has no brotli), and its threshold applies only to answers that carry a
 * Content-Length, which Hono's c.json and c.html do not set, so every small answer would be compressed.
 *
 * Left alone: answers already encoded (the portal's precompressed files), types that are compressed already (PDF,
 * images, fonts: the content-type list is hono's), `Cache-Control: no-transform`, HEAD, 204, 206 and 304. The work runs
 * on libuv's thread pool; brotli at quality 5 is fast and still smaller than gzip.
 */
export function compressAnswers(threshold = COMPRESSION_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      [204, 206, 304].includes(res.status) ||
      res.headers.has('Content-Encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const declaredLength = res.headers.get('Content-Length');
    if (declaredLength !== null && Number(declaredLength) < threshold) return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const body = Buffer.from(await res.arrayBuffer());
    const compressed =
      body.length < threshold || !encoding
        ? undefined
        : encoding === 'br'
          ? await brotli(body, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gzipAsync(body);
    // The body was read: the answer is rebuilt either way (Hono copies the old answer's headers onto the new one).
    c.res = new Response(compressed ?? body, res);
    if (body.length >= threshold) varyOnAcceptEncoding(c.res.headers);
    if (!compressed || !encoding) return;
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
    // A strong validator names one exact body; the compressed one is another (RFC 9110 §8.8.3).
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
