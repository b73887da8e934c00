import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Brand } from '@harakeke/themes';
import type { Context } from 'hono';
import { ENCODINGS, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './compression.js';
import { escapeHtml } from './html.js';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** The placeholder in the portal's index.html that the server fills with its brand. */
export const BRAND_PLACEHOLDER = '__PORTAL_BRAND__';

/** The file beside a built file that holds it compressed (portal/vite.config.ts, precompress). */
const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A strong validator of a body: its hash, enough of it to tell builds apart. */
const etagOf = (body: Uint8Array) => createHash('sha256').update(body).digest('base64url').slice(0, 22);

/**
 * One body in its plain and compressed forms: each form is its own representation with its own ETag, the plain
 * one's tag plus the coding (RFC 9110 §8.8.3: a strong tag names exact bytes).
 */
interface Representations {
  etag: string;
  /** The codings stored beside the plain body. */
  encodings: readonly Encoding[];
}

const tagOf = (etag: string, encoding: Encoding | undefined) => `"${encoding ? `${etag}-${encoding}` : etag}"`;

/** If-None-Match (RFC 9110 §13.1.2, weak comparison) against any form of the body: all are the same content. */
function notModified(c: Context, { etag, encodings }: Representations): boolean {
  const header = c.req.header('If-None-Match');
  if (!header) return false;
  const known = new Set([undefined, ...encodings].map((encoding) => tagOf(etag, encoding)));
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || known.has(trimmed.replace(/^W\//, ''));
  });
}

/** The headers of one representation; Vary only where compressed forms exist to choose from. */
function representationHeaders(
  representations: Representations,
  encoding: Encoding | undefined,
  headers: Record<string, string>,
): Headers {
  const answer = new Headers({ ...headers, ETag: tagOf(representations.etag, encoding) });
  if (representations.encodings.length > 0) varyOnAcceptEncoding(answer);
  if (encoding) answer.set('Content-Encoding', encoding);
  return answer;
}

/** One representation as the answer: 304 when the client has it, else its body, read only then. */
async function answer(
  c: Context,
  representations: Representations,
  encoding: Encoding | undefined,
  headers: Record<string, string>,
  readBody: () => Promise<Uint8Array>,
): Promise<Response> {
  const answerHeaders = representationHeaders(representations, encoding, headers);
  if (notModified(c, representations)) return new Response(null, { status: 304, headers: answerHeaders });
  const body = await readBody();
  answerHeaders.set('Content-Length', String(body.length));
  return new Response(body, { headers: answerHeaders });
}

/** A built file: its validator and which precompressed forms lie beside it, read once per version of the file. */
interface BuiltFile extends Representations {
  version: string;
}

/** The first family of a font stack, as @fontsource names its files: `"Nunito Sans", …` → `nunito-sans`. */
const fontSlug = (stack: string) =>
  (stack.split(',')[0] ?? '')
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

/**
 * `<link rel="preload">`s of the brand's body (regular) and heading (bold) fonts as the build named them
 * (design-system/src/fonts.css), so they load with the app's script instead of after it has rendered: the first
 * render is then usually set in them, and text does not move when they swap in (CLS; docs/performance.md). Only
 * this brand's files: the other brand's would be downloaded and never used.
 */
async function fontPreloads(distDir: string, brand: Brand): Promise<string> {
  const { fontBody, fontHeading } = brand.tokens.typography;
  const wanted = [`${fontSlug(fontBody)}-latin-400-normal-`, `${fontSlug(fontHeading)}-latin-700-normal-`];
  const assets = await readdir(path.join(distDir, 'assets')).catch(() => [] as string[]);
  return [...new Set(wanted)]
    .map((prefix) => assets.find((file) => file.startsWith(prefix) && file.endsWith('.woff2')))
    .filter((file) => file !== undefined)
    .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

/** Address prefix -> the scripts a first visit under it fetches at once (portal/vite.config.ts, routePreloads). */
type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/**
 * The build's table, or undefined when it cannot be read (no build yet, or one being written): the shell is then
 * served without module preloads, and the table is read again for the next shell built.
 */
async function readRoutePreloads(distDir: string): Promise<RoutePreloads | undefined> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(distDir, '.vite/route-preloads.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) &&
        entry[1].every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file)),
    ),
  );
}

/** The longest prefix of the table that `pathname` is at or under, or '' for none. */
function routePrefixOf(pathname: string, table: RoutePreloads): string {
  let best = '';
  for (const prefix of Object.keys(table)) {
    const under = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (under && prefix.length > best.length) best = prefix;
  }
  return best;
}

/**
 * `<link rel="modulepreload">`s of the code a page under an address needs at once besides the entry (the signed-in
 * start-up, the account layout, a dashboard's widgets): fetched beside the entry rather than after it has run,
 * which saved a round trip and the entry's run time before the first calls. A visitor without a session, whom the
 * portal sends to /login, fetches them for nothing; account addresses are mostly visited signed in.
 */
const modulePreloads = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}">`).join('\n    ');

/**
 * Serves the built portal: hashed assets cached for a year, every other path the app shell with the
 * server's brand filled in, so client-side routes work on reload. Text comes brotli- or gzip-compressed as the
 * client accepts: the build's precompressed files for assets, the shell compressed once in memory. What is not
 * under /assets (the shell, the favicon) is revalidated by ETag and answered 304 when unchanged.
 */
export function portalStatic(distDir: string, brand: Brand) {
  type Shell = { bodies: Record<Encoding | 'identity', Buffer> } & Representations;
  // One shell per address prefix with preloads of its own ('' for the rest), each built and compressed once.
  const shells = new Map<string, Promise<Shell>>();
  let routePreloads: RoutePreloads | undefined;
  const readShell = async (pathname: string) => {
    routePreloads ??= await readRoutePreloads(distDir);
    const table = routePreloads ?? {};
    const prefix = routePrefixOf(pathname, table);
    let shell = shells.get(prefix);
    if (!shell) {
      shell = buildShell(table[prefix] ?? []);
      shells.set(prefix, shell);
      shell.catch(() => shells.delete(prefix));
    }
    return shell;
  };
  const buildShell = async (scripts: readonly string[]): Promise<Shell> => {
    const preloads = [await fontPreloads(distDir, brand), modulePreloads(scripts)].filter(Boolean).join('\n    ');
    const html = (await readFile(path.join(distDir, 'index.html'), 'utf8'))
      .replaceAll(BRAND_PLACEHOLDER, escapeHtml(brand.id))
      .replace('<title>', `<title>${escapeHtml(brand.name)} – `)
      .replace('</head>', preloads ? `  ${preloads}\n  </head>` : '</head>');
    const identity = Buffer.from(html);
    return {
      bodies: {
        identity,
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      },
      etag: etagOf(identity),
      encodings: ENCODINGS,
    };
  };

  const builtFiles = new Map<string, BuiltFile>();
  const describe = async (file: string, info: Stats): Promise<BuiltFile> => {
    const version = `${info.size}:${info.mtimeMs}`;
    const known = builtFiles.get(file);
    if (known?.version === version) return known;
    const present = await Promise.all(
      ENCODINGS.map(async (encoding) =>
        (await stat(file + suffixes[encoding]).catch(() => undefined))?.isFile() ? encoding : null,
      ),
    );
    const described = {
      version,
      etag: etagOf(await readFile(file)),
      encodings: present.filter((encoding) => encoding !== null),
    };
    builtFiles.set(file, described);
    return described;
  };

  /**
   * What was read of /assets/: each file there is named by a hash of its content, so it never changes under its
   * name, and once read it is answered from memory without touching the disk (a file's stat, open and read were
   * close to half the main thread while static files were served under load). Only what browsers asked for is
   * kept: the portal's code and fonts, a few MB in all their forms.
   */
  const keptAssets = new Map<string, BuiltFile & { bodies: Map<string, Promise<Uint8Array>> }>();
  const keptBody = (file: string, form: string): Promise<Uint8Array> => {
    const bodies = keptAssets.get(file)?.bodies;
    let body = bodies?.get(form);
    if (!body) {
      body = readFile(form);
      bodies?.set(form, body);
      body.catch(() => bodies?.delete(form));
    }
    return body;
  };

  return async (c: Context): Promise<Response> => {
    let requested: string;
    try {
      requested = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.notFound();
    }
    const file = path.join(distDir, path.normalize(requested));
    // The compressed forms are answers to a request for the file itself, not files of their own.
    const isCompressedForm = Object.values(suffixes).some((suffix) => file.endsWith(suffix));
    // The build's own records (the manifest, the module map, the preloads table) are for the server, not for
    // browsers: refused by the file they resolve to, whatever spelling of the address led there.
    const records = path.join(distDir, '.vite');
    if (file === records || file.startsWith(records + path.sep)) return c.notFound();
    if (file.startsWith(distDir + path.sep) && !file.endsWith('index.html') && !isCompressedForm) {
      const immutable = requested.startsWith('/assets/');
      let built: BuiltFile | undefined = immutable ? keptAssets.get(file) : undefined;
      if (!built) {
        const info = await stat(file).catch(() => undefined);
        if (info?.isFile()) built = await describe(file, info);
        if (built && immutable) keptAssets.set(file, { ...built, bodies: new Map() });
      }
      if (built) {
        const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), built.encodings);
        const form = encoding ? file + suffixes[encoding] : file;
        return answer(
          c,
          built,
          encoding,
          {
            'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
            'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          },
          () => (immutable ? keptBody(file, form) : readFile(form)),
        );
      }
      if (path.extname(requested)) return c.notFound();
    }
    if (isCompressedForm) return c.notFound();
    let app: Shell;
    try {
      app = await readShell(requested);
    } catch {
      return c.text('The portal has not been built. Run `npm run build`, or `npm start`, which builds it.', 503);
    }
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    return answer(
      c,
      app,
      encoding,
      { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
      async () => app.bodies[encoding ?? 'identity'],
    );
  };
}
