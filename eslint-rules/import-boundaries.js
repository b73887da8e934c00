// @ts-check
/**
 * A local ESLint plugin with one rule, `import-boundaries/portal`: the portal's folders depend on each other one way,
 * so a feature can be added, moved or removed alone.
 *
 * - No feature imports another feature (`src/features/<a>/…` → `src/features/<b>/…`): what several share lives in
 *   `src/app/` or `src/services/`.
 * - `src/app/` reaches a feature only through its manifest (`src/features/<area>/feature.ts`), so the routes, the
 *   registry and the start-up are built from the list of features, never from a feature's insides.
 * - `src/services/` imports no feature: a service is used by many features.
 * - Only `src/api/` imports wretch: the one client adds the headers, the token, the refresh and the error parsing.
 * - The folders stand in layers, each importing only those below it: `auth` (what a session is made of), `api`
 *   (the one client), `core` (the kernel), `services`, `features`, `app` (composition). An import running back up
 *   is how a change low down comes to depend on what sits on it. Tests sit beside their code and may compose
 *   from above (a feature's test renders with the app's widget registry), so they are not held to the layers.
 *
 * A rule of its own rather than `no-restricted-imports` patterns: those match the text of an import, and a
 * relative import's target depends on the importing file's folder (`../bills/…` from one depth, `../../bills/…`
 * from the next), which patterns cannot resolve. Static imports, re-exports, dynamic `import()` and import types
 * (`typeof import('…')`, `import('…').Name`) are checked.
 */
import path from 'node:path';

const portalSource = '/portal/src/';

/**
 * Where a path sits under portal/src ('features/bills/widgets/atoms.ts'), or null outside it.
 * @param {string} file
 */
function inPortal(file) {
  const normalised = file.split(path.sep).join('/');
  const at = normalised.lastIndexOf(portalSource);
  return at === -1 ? null : normalised.slice(at + portalSource.length);
}

/**
 * The folder under src/ and, for a feature, its name and the rest of the path.
 * @param {string} where
 */
function partsOf(where) {
  const [top, feature, ...rest] = where.split('/');
  return { top, feature: top === 'features' ? feature : undefined, rest: rest.join('/') };
}

/** The portal's folders from the lowest up: a folder imports only its own layer and those below it. */
const layers = ['auth', 'api', 'core', 'services', 'features', 'app'];

/** A feature's manifest, as an import names it: feature, feature.js or feature.ts. */
const manifest = /^feature(\.[jt]s)?$/;

/** @type {import('eslint').Rule.RuleModule} */
const portalBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "The portal's folders depend on each other one way, in layers (auth up to app)." },
    schema: [],
    messages: {
      featureImportsFeature:
        "The feature '{{from}}' imports the feature '{{to}}': move what both need to src/app/ or src/services/.",
      appImportsFeature:
        "src/app/ reaches the feature '{{to}}' only through its manifest (features/{{to}}/feature.ts), not '{{source}}'.",
      serviceImportsFeature:
        "A service imports the feature '{{to}}': services are shared by features, not built on one.",
      wretchOutsideApi: 'Only src/api/ imports wretch: call the API through src/api/ (callApi).',
      runsUp:
        'src/{{from}}/ imports src/{{to}}/, which stands above it (auth, api, core, services, features, app): move what both need down.',
    },
  },
  create(context) {
    const from = inPortal(context.filename);
    if (from === null) return {};
    const importer = partsOf(from);
    const isTest = /\.test\.[jt]sx?$/.test(from);

    /** @param {import('estree').Node & { source?: import('estree').Node | null }} node */
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (/^wretch(\/|$)/.test(specifier)) {
        if (importer.top !== 'api') context.report({ node, messageId: 'wretchOutsideApi' });
        return;
      }
      if (!specifier.startsWith('.')) return;
      const target = inPortal(path.resolve(path.dirname(context.filename), specifier));
      if (target === null) return;
      const { top, feature: to, rest } = partsOf(target);
      const [below, above] = [layers.indexOf(importer.top ?? ''), layers.indexOf(top ?? '')];
      // A service importing a feature has its own, plainer message below.
      const serviceOnFeature = importer.top === 'services' && to !== undefined;
      if (!isTest && !serviceOnFeature && below !== -1 && above > below) {
        context.report({ node, messageId: 'runsUp', data: { from: importer.top, to: top } });
        return;
      }
      if (!to) return;
      if (importer.feature && importer.feature !== to) {
        context.report({ node, messageId: 'featureImportsFeature', data: { from: importer.feature, to } });
      } else if (importer.top === 'app' && !manifest.test(rest)) {
        context.report({ node, messageId: 'appImportsFeature', data: { to, source: specifier } });
      } else if (importer.top === 'services') {
        context.report({ node, messageId: 'serviceImportsFeature', data: { to } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      // A type written as an import reaches into the module as much as `import type` does.
      TSImportType: check,
    };
  },
};

export default { rules: { portal: portalBoundaries } };
