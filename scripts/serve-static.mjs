// Serves a built folder over HTTP with node:http only: the static Storybook for the visual suite
// (e2e/visual.config.ts starts it) and the consumer app of scripts/consumer-test.mjs.
// Usage: node scripts/serve-static.mjs [dir=storybook-static] [port=6007]
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** An HTTP server (not yet listening) for the files under `dir`; a folder's URL serves its index.html. */
export function createStaticServer(dir) {
  const root = path.resolve(dir);
  return createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let file = path.join(root, path.normalize(decodeURIComponent(pathname)));
      // No path may leave the served folder.
      if (file !== root && !file.startsWith(root + path.sep)) {
        response.writeHead(403).end();
        return;
      }
      let info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file).catch(() => undefined);
      }
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      // Vite's assets/ have content hashes in their names, so the browser may keep them; everything else is
      // revalidated by its modification time.
      const lastModified = info.mtime.toUTCString();
      const headers = {
        'content-type': types[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'last-modified': lastModified,
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (request.headers['if-modified-since'] === lastModified) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, { ...headers, 'content-length': info.size });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch {
      response.writeHead(500).end();
    }
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? 'storybook-static');
  const port = Number(process.argv[3] ?? process.env.PORT ?? 6007);
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: build it first (npm run build-storybook).`);
    process.exit(1);
  }
  const server = createStaticServer(dir);
  server.listen(port, () => console.log(`Serving ${dir} on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
