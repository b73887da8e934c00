import { brandIds, brands, type BrandId } from '@harakeke/themes';
import { render, within, type ByRoleOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { AriaRole } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BrandProvider } from '../BrandProvider/BrandProvider.js';
import type { Example } from '../examples.js';
import { brandThemeClass, getCssText } from '../stitches.config.js';
import { renderInBrand } from './render.js';

/** The `prefix` of stitches.config.ts: every class Stitches makes starts with it. */
const stitchesPrefix = 'hk';

type ExampleRow = [string, string, Example];

// jsdom cannot compute colours: contrast is checked on the tokens (themes) and in the browser (e2e/visual).
const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

// axe runs one scan at a time; a slow machine must not time one out and fail every later scan with it.
const AXE_TIMEOUT_MS = 30_000;

/** axe over every example in both brands. */
export function axeSuite(examples: ExampleRow[]) {
  describe.each(brandIds)('axe in %s', (brand) => {
    it.each(examples)(
      '%s %s',
      async (_component, _state, example) => {
        const { container } = renderInBrand(example.render(), { brand });
        const { violations } = await axe.run(container, { rules });
        expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      },
      AXE_TIMEOUT_MS,
    );
  });
}

/** A module of `*.stories.tsx`, as `import.meta.glob` gives it: its default meta and its stories. */
export type StoryModules = Record<string, Record<string, { render?: unknown }>>;

/**
 * Every example is rendered by a story. The visual suite (e2e/visual) takes each story in both brands through axe in
 * Chromium (contrast included, which jsdom cannot compute), forced colours and 320 px: this keeps an example from
 * escaping those checks by having no story. A story renders its example's own `render` (storyOf).
 */
export function everyExampleHasAStorySuite(examples: ExampleRow[], storyModules: StoryModules) {
  it('renders every example in a story', () => {
    const storyRenders = new Set(
      Object.values(storyModules).flatMap((module) =>
        Object.entries(module)
          .filter(([name]) => name !== 'default')
          .map(([, story]) => story.render),
      ),
    );
    const withoutStory = examples
      .filter(([, , example]) => !storyRenders.has(example.render))
      .map(([component, state]) => `${component} ${state}`);
    expect(withoutStory).toEqual([]);
  });
}

/**
 * Renders an example on the server as a page would (inside its brand) and parses the markup into a container in the
 * document, as the browser would before any script runs. Returns the page too, to hydrate the markup with.
 */
function renderOnServer(example: Example, brand: BrandId) {
  const page = () => <BrandProvider brand={brand}>{example.render()}</BrandProvider>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  // Gone after the test whatever its outcome: server ids repeat, and a leftover copy would name the next one's parts.
  onTestFinished(() => container.remove());
  return { container, page };
}

/**
 * Stitches' server rendering is its weak spot. Every example must render markup in which every Stitches class has
 * its rule in getCssText() (what a server puts in `<style id="stitches">`), with the brand's theme there too, and
 * which React hydrates without a mismatch: the page a server sends is the page the client takes over.
 */
export function ssrSuite(examples: ExampleRow[]) {
  describe.each(brandIds)('server rendering in %s', (brand) => {
    it.each(examples)('%s %s', (_component, _state, example) => {
      const { container, page } = renderOnServer(example, brand);
      const css = getCssText();
      expect(container.children.length, 'elements in the markup').toBeGreaterThan(0);
      const unstyled = stitchesClassesOf(container).filter((name) => !hasRuleFor(css, name));
      expect(unstyled, 'classes in the markup without a rule in getCssText()').toEqual([]);
      expect(hasRuleFor(css, brandThemeClass(brands[brand])), 'the brand theme in getCssText()').toBe(true);
      const mismatches: unknown[] = [];
      render(page(), { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
      expect(mismatches.map(String), 'hydration errors').toEqual([]);
    });
  });
}

/** An element an example's server markup must hold. */
export interface ServerMarkupElement {
  /** Its role, explicit or implicit. */
  role: AriaRole;
  /** Its accessible name, and any other state the role query can match (`current`, `selected`…). */
  query?: ByRoleOptions;
  /** Data attributes it must carry, e.g. `{ 'data-state': 'open' }`; `''` for one that is present without a value. */
  data?: Record<string, string>;
}

/** What one example's server markup must hold. */
export interface ServerMarkup {
  /** The `data-state` of the outermost element that has one (a chart's frame, a widget's region). */
  state?: string;
  /** Elements found by role and name, with their data attributes. */
  elements?: ServerMarkupElement[];
}

/**
 * What the server-rendered markup of named examples (`'<Component> <State>'`) must contain: the roles, names and
 * data attributes a user and a style sheet rely on before any script runs. A name that matches no example fails, so
 * renaming an example cannot silently drop its checks.
 */
export function serverMarkupSuite(examples: ExampleRow[], expected: Record<string, ServerMarkup>) {
  const byName = new Map(examples.map(([component, state, example]) => [`${component} ${state}`, example]));
  describe.each(brandIds)('server markup in %s', (brand) => {
    it.each(Object.entries(expected))('%s', (name, { state, elements = [] }) => {
      const example = byName.get(name);
      expect(example, `an example named ${name}`).toBeDefined();
      if (!example) return;
      const { container } = renderOnServer(example, brand);
      if (state !== undefined) expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', state);
      for (const { role, query, data = {} } of elements) {
        const element = within(container).getByRole(role, query);
        for (const [attribute, value] of Object.entries(data)) expect(element).toHaveAttribute(attribute, value);
      }
    });
  });
}

/** Whether the style sheet has a rule whose selector names this class (not merely a longer class it begins). */
function hasRuleFor(css: string, className: string): boolean {
  return new RegExp(`\\.${className}(?![\\w-])[^{]*\\{`).test(css);
}

/** The classes Stitches generated (our prefix) on any element of the markup. */
function stitchesClassesOf(root: Element): string[] {
  const names = new Set<string>();
  for (const element of root.querySelectorAll('[class]')) {
    for (const name of element.classList) if (name.startsWith(`${stitchesPrefix}-`)) names.add(name);
  }
  return [...names];
}
