import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { manifestChunks } from './build/manifest-chunks.js';

const apiOrigin = `http://localhost:${process.env.API_PORT ?? '8080'}`;

/** In development the Vite server serves index.html, so it fills in the brand the server would. */
function devBrand(): Plugin {
  return {
    name: 'portal-dev-brand',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('__PORTAL_BRAND__', process.env.BRAND ?? 'kowhai'),
  };
}

/** The built files worth compressing: text. Fonts (woff2 is brotli inside) and PNGs are compressed already. */
const PRECOMPRESSED = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the highest levels (paid once here, not
 * per request), for the server to send as they are (server/src/http/portal-static.ts). A variant no smaller than the
 * file is not written. Source maps are left out: only developer tools fetch them, and brotli at level 11 over the
 * entry's ~2 MB map would add seconds to every build; the server compresses them on the fly if asked.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
        // .vite/ holds the manifest, which only the size script reads; the server fills the brand into index.html
        // and compresses the result itself.
        (entry) =>
          entry.isFile() &&
          PRECOMPRESSED.test(entry.name) &&
          !entry.parentPath.includes(`${path.sep}.vite`) &&
          !(entry.name === 'index.html' && path.resolve(entry.parentPath) === outDir),
      );
      for (const entry of files) {
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        const variants = {
          br: brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
          gz: gzipSync(body, { level: 9 }),
        };
        for (const [suffix, compressed] of Object.entries(variants)) {
          if (compressed.length < body.length) writeFileSync(`${file}.${suffix}`, compressed);
        }
      }
    },
  };
}

/**
 * Writes what the size check (scripts/size.mjs) reads besides Vite's manifest: `.vite/chunk-modules.json`, each source
 * module (relative to portal/, as the manifest names them) to the file it was bundled into, since a module inside a
 * chunk group has no manifest entry of its own; `.vite/widget-modules.json`, each widget's module with its type; and
 * `.vite/route-screens.json`, each route with its screen's module, both as the features' manifests declare them.
 */
function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'portal-chunk-modules',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!path.isAbsolute(id)) continue;
          modules[path.relative(root, id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules, null, 1) });
      // The dashboard widgets as the manifests declare them (module → widget type), so the size check budgets each
      // widget by what the manifest says it is, never by how its file is named.
      const widgets = Object.fromEntries(
        [...declaredWidgets].map(([module, type]) => [path.relative(root, module).split(path.sep).join('/'), type]),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/widget-modules.json', source: JSON.stringify(widgets, null, 1) });
      // Every route the manifests declare, with its screen's module: the size check measures each one.
      const routes = Object.fromEntries(
        [...declared.routes].map(([address, module]) => [
          address,
          path.relative(root, module).split(path.sep).join('/'),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/route-screens.json', source: JSON.stringify(routes, null, 1) });
    },
  };
}

/** What the features' manifests declare of the chunks (build/manifest-chunks.ts). */
const declared = manifestChunks(path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/features'));
const pathOf = (id: string) => id.split('?')[0]?.split(path.sep).join('/') ?? id;
const declaredStartUp = new Set([...declared.startUp].map(pathOf));
const declaredWidgets = new Map([...declared.widgets].map(([module, type]) => [pathOf(module), type]));

/**
 * Small modules the dashboard's widgets share with the signed-in screens. A group takes its modules' dependencies
 * with it, so without this each went into the chunk of the first widget to use it, and Payment options and Account
 * details fetched widgets' chunks for them: the bill summary's for `calendar-date` and the money format (Payment
 * options' discount: 7 kB of dates for a 0.4 kB module), the account summary's for the description list. The
 * modules' importers, as the bundler sees them, are every user of the packages' index files, so which modules these
 * are cannot be worked out from the module graph; `npm run size` shows it when a route starts loading a widget's
 * chunk again.
 */
const WIDGETS_SHARE_WITH_SCREENS = /design-system[\\/]src[\\/](DescriptionList[\\/]|format[\\/]number\.ts$)/;

/**
 * Few, larger chunks on the first visit's paths instead of one per shared module: a browser on HTTP/1.1 opens six
 * connections to the server, so twenty-odd small files queue behind each other, one round trip per six. Each group
 * is a set of modules that load together anyway.
 */
const chunkGroups = [
  // Everything the entry imports statically: one file beside the entry instead of four.
  { name: 'app', tags: ['$initial' as const], priority: 40 },
  // The few components every screen draws with, signed in or not (the login page and the account pages), and the
  // layout primitives they share (Inline's spacing is Stack's), the link style the footer's links share with the
  // sign-in page's plain links, and the planned outage's notice, which both show (spec 1 §4): in the account or
  // footer group, they would bring that whole chunk to /login.
  {
    name: 'ui',
    test: /design-system[\\/]src[\\/](Banner|Card|Heading|Text|Inline|Stack)[\\/]|design-system[\\/]src[\\/]Link[\\/]link-style\.ts$|src[\\/]services[\\/]outage[\\/](OutageNotice\.tsx|outage-text\.ts)$/,
    priority: 30,
  },
  // The sign-in page's screen with the card it sits in and its plain links, in one file: the outage page, which
  // borrows the card and links, is rare and loads it then.
  {
    name: 'sign-in-page',
    test: /src[\\/](features[\\/]login[\\/](LoginView\.tsx|screens[\\/]LoginScreen\.tsx|sign-in-messages\.ts)|services[\\/]centered-page[\\/]CenteredCard\.tsx|services[\\/]navigation[\\/]sign-up-links\.ts)$|design-system[\\/]src[\\/]PlainLink[\\/]/,
    priority: 28,
  },
  // The footer under the sign-in, outage and error pages, loaded after them (services/centered-page/CenteredPageFooter.tsx): with its
  // links (services/navigation/site-links.ts, which the account shell also uses) in a chunk of its own, as in the
  // account group they would bring that whole chunk to /login.
  {
    name: 'site-footer',
    test: /src[\\/](services[\\/]centered-page[\\/]CenteredPageFooter\.tsx|services[\\/]navigation[\\/]site-links\.ts)$|design-system[\\/]src[\\/]SiteFooter[\\/]/,
    priority: 25,
  },
  // The signed-in start-up, the account pages' layout and the dashboard's screen: fetched together after sign-in
  // or on a signed-in reload (portal/src/app/routes.tsx, preloadScreens). With them, what the features' manifests
  // load for the start-up and the shell (portal/src/app/feature-manifest.ts): their atoms and widget data (the
  // start-up's calls and the widgets' data loads, sent as soon as the widget list names a widget, not once the
  // widgets' code is in) and the account switcher.
  {
    name: 'account',
    test: (id: string) =>
      /src[\\/]app[\\/](AccountLayout\.tsx|session-start-up\.ts)$/.test(id) ||
      declaredStartUp.has(pathOf(id)) ||
      WIDGETS_SHARE_WITH_SCREENS.test(id),
    priority: 20,
  },
  // How a return from the card page reads (a few hundred bytes, no imports), in a file of its own: the Bills screen
  // reads it to know whether to load the card payment at all, and in a chunk shared with the card forms it would
  // bring their react-aria to every Bills visit.
  { name: 'card-return', test: /src[\\/]services[\\/]card-return[\\/]card-return\.ts$/, priority: 15 },
  // Each dashboard widget in a file of its own, named after its type (widget-usageGraph): its code loads with its
  // widget, so the shared chunks above never grow with the widgets the areas add.
  {
    name: (id: string) => {
      const type = declaredWidgets.get(pathOf(id));
      return type ? `widget-${type}` : null;
    },
    priority: 10,
  },
];

/**
 * The chunk groups a first visit to an address fetches at once, by address prefix: the server names them in the
 * page it sends for that address (`<link rel="modulepreload">`, server/src/http/portal-static.ts), so they load
 * beside the entry instead of after it has run. The longest matching prefix wins.
 */
/**
 * Every dashboard widget's chunk (a feature's widgets/*Widget.tsx): each widget's code loads with its widget, in a
 * file of its own, so the dashboard's shared chunks never grow with the widgets the areas add; a dashboard fetches
 * them beside its screen (routes.tsx, preloadWidgetCode).
 */
const WIDGETS = Symbol('every widget chunk');
const isWidgetModule = (id: string | null | undefined): boolean => !!id && declaredWidgets.has(pathOf(id));

const routePreloadGroups: Record<string, readonly (string | typeof WIDGETS)[]> = {
  '/account': ['account'],
  // The sign-in's return lands here and goes on to the dashboard: its widgets' code comes beside the token exchange.
  '/auth/redirect': ['account', WIDGETS],
  '/account/dashboard': ['account', WIDGETS],
  '/account/new-dashboard': ['account', WIDGETS],
};

/** Writes `.vite/route-preloads.json`: each prefix of routePreloadGroups to its groups' files and their imports. */
function routePreloads(): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, files: Set<string>) => {
        const chunk = byFile.get(fileName);
        // The entry is already on the page.
        if (!chunk || chunk.isEntry || files.has(fileName)) return;
        files.add(fileName);
        for (const imported of chunk.imports) withImports(imported, files);
      };
      const preloads = Object.fromEntries(
        Object.entries(routePreloadGroups).map(([prefix, groups]) => {
          const files = new Set<string>();
          for (const group of groups) {
            if (group === WIDGETS) {
              for (const chunk of chunks.filter((candidate) => candidate.moduleIds.some(isWidgetModule)))
                withImports(chunk.fileName, files);
              continue;
            }
            const chunk = chunks.find((candidate) => candidate.name === group);
            if (!chunk) this.error(`route preloads: no chunk group named ${group}`);
            withImports(chunk.fileName, files);
          }
          return [prefix, [...files]];
        }),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}

export default defineConfig({
  plugins: [react(), devBrand(), precompress(), chunkModules(), routePreloads()],
  resolve: {
    conditions: ['@harakeke/source', ...defaultClientConditions],
    // The contract's zod/mini, configured not to probe for eval, which the server's content security policy forbids.
    alias: [
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/app/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  build: {
    manifest: true,
    // Every browser the portal supports preloads modules itself: the polyfill would be bytes on every first visit.
    modulePreload: { polyfill: false },
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and the identity provider stay on the reference server; the browser sees one origin.
    proxy: { '/api': apiOrigin, '/idp': apiOrigin, '/card-provider': apiOrigin },
  },
});
