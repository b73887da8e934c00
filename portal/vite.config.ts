import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const apiOrigin = `http://localhost:${process.env.API_PORT ?? '8080'}`;

/** In development the Vite server serves index.html, so it fills in the brand the server would. */
function devBrand(): Plugin {
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('__PORTAL_BRAND__', process.env.BRAND ?? 'kowhai'),
  };
}

export default defineConfig({
  plugins: [react(), devBrand()],
  resolve: {
    conditions: ['@harakeke/source', ...defaultClientConditions],
    // zod, configured not to probe for eval, which the server's content security policy forbids.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/app/zod-without-eval.ts', import.meta.url)) }],
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and the identity provider stay on the reference server; the browser sees one origin.
    proxy: { '/api': apiOrigin, '/idp': apiOrigin, '/card-provider': apiOrigin },
  },
});
