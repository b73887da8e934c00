import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '@harakeke/themes';
import type { Context } from 'hono';
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

/**
 * Serves the built portal: hashed assets cached for a year, every other path the app shell with the
 * server's brand filled in, so client-side routes work on reload.
 */
export function portalStatic(distDir: string, brand: Brand) {
  let shell: string | undefined;
  const readShell = async () =>
    (shell ??= (await readFile(path.join(distDir, 'index.html'), 'utf8'))
      .replaceAll(BRAND_PLACEHOLDER, escapeHtml(brand.id))
      .replace('<title>', `<title>${escapeHtml(brand.name)} – `));

  return async (c: Context): Promise<Response> => {
    let requested: string;
    try {
      requested = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.notFound();
    }
    const file = path.join(distDir, path.normalize(requested));
    if (file.startsWith(distDir + path.sep) && !file.endsWith('index.html')) {
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) {
        const immutable = requested.startsWith('/assets/');
        return new Response(await readFile(file), {
          headers: {
            'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
            'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          },
        });
      }
      if (path.extname(requested)) return c.notFound();
    }
    try {
      return c.html(await readShell(), 200, { 'Cache-Control': 'no-cache' });
    } catch {
      return c.text('The portal has not been built. Run `npm run build`, or `npm start`, which builds it.', 503);
    }
  };
}
