import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/**
 * The chunks the features' manifests declare (src/core/feature-manifest.ts), read from the manifests themselves:
 * what a manifest loads with the signed-in start-up (a feature's `startUp`, a widget's `loadData`, a route that
 * `showsWidgets`, the parts it puts in the shell's slots) goes in the `account` chunk, fetched with the account pages'
 * layout; each widget's code (`widgets[].load`) in a chunk of its own named after its type. A manifest changes its
 * chunks by what it declares, never by how its files are named.
 */
export interface ManifestChunks {
  /** The modules (absolute paths) the manifests load with the signed-in start-up. */
  startUp: ReadonlySet<string>;
  /** Each widget's module (absolute path) with the widget's type. */
  widgets: ReadonlyMap<string, string>;
  /** Each route's address (`/account/bill`; a trailing `/*` dropped) with its screen's module (absolute path). */
  routes: ReadonlyMap<string, string>;
}

/** A node of the parsed manifest, as far as this reading needs one. */
interface AstNode {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** The name of a property's key (`startUp: …`), if it is a plain one. */
function keyName(property: AstNode): string | undefined {
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
}

/** Every `import('…')` specifier under a node. */
function importsUnder(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) importsUnder(child, found);
  } else if (isNode(node)) {
    if (node.type === 'ImportExpression' && isNode(node.source) && typeof node.source.value === 'string') {
      found.push(node.source.value);
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'type') importsUnder(child, found);
  }
  return found;
}

/** Every object literal under a node, the manifest's own and its routes' and widgets'. */
function objectsUnder(node: unknown, found: AstNode[] = []): AstNode[] {
  if (Array.isArray(node)) {
    for (const child of node) objectsUnder(child, found);
  } else if (isNode(node)) {
    if (node.type === 'ObjectExpression') found.push(node);
    for (const [field, child] of Object.entries(node)) if (field !== 'type') objectsUnder(child, found);
  }
  return found;
}

/** The source file an import names (`./atoms.js` is atoms.ts, `./widgets/X.js` is X.tsx). */
function sourceOf(featureDir: string, specifier: string): string {
  const named = path.resolve(featureDir, specifier);
  const base = named.replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((extension) => base + extension).find(existsSync) ?? named;
}

/** The chunks one manifest's source declares. */
export function chunksOfManifest(source: string, featureDir: string, fileName = 'feature.ts') {
  const { program } = parseSync(fileName, source);
  const startUp = new Set<string>();
  const widgets = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const object of objectsUnder(program)) {
    const properties = (object.properties as unknown[]).filter(isNode);
    const valueOf = (name: string) => properties.find((property) => keyName(property) === name)?.value;
    // A route: its address, under /account/ when its area is the account's, and its screen's code.
    const routePath = valueOf('path');
    const screen = valueOf('screen');
    if (isNode(routePath) && typeof routePath.value === 'string' && screen) {
      const area = valueOf('area');
      const inAccount = isNode(area) && area.value === 'account';
      const address = (inAccount ? `/account/${routePath.value}` : routePath.value).replace(/\/\*$/, '');
      for (const specifier of importsUnder(screen)) routes.set(address, sourceOf(featureDir, specifier));
    }
    const type = valueOf('type');
    const widgetLoad = valueOf('load');
    // A widget: a type the server lists it by, its code, and perhaps its data's load.
    if (isNode(type) && typeof type.value === 'string' && widgetLoad) {
      for (const specifier of importsUnder(widgetLoad)) widgets.set(sourceOf(featureDir, specifier), type.value);
    }
    for (const property of properties) {
      const name = keyName(property);
      const withStartUp =
        name === 'startUp' ||
        name === 'loadData' ||
        name === 'shellSlots' ||
        (name === 'screen' && isNode(valueOf('showsWidgets')) && (valueOf('showsWidgets') as AstNode).value === true);
      if (withStartUp)
        for (const specifier of importsUnder(property.value)) startUp.add(sourceOf(featureDir, specifier));
    }
  }
  return { startUp, widgets, routes };
}

/** The chunks every manifest under `featuresDir` declares. */
export function manifestChunks(featuresDir: string): ManifestChunks {
  const startUp = new Set<string>();
  const widgets = new Map<string, string>();
  const routes = new Map<string, string>();
  for (const feature of readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'feature.ts');
    if (!existsSync(file)) continue;
    const chunks = chunksOfManifest(readFileSync(file, 'utf8'), path.dirname(file), file);
    for (const module of chunks.startUp) startUp.add(module);
    for (const [module, type] of chunks.widgets) widgets.set(module, type);
    for (const [address, module] of chunks.routes) routes.set(address, module);
  }
  return { startUp, widgets, routes };
}
