import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Page } from '@playwright/test';
import type { BrandId } from '@harakeke/themes';

/** Port of scripts/serve-static.mjs serving storybook-static/ (Storybook's own dev server uses 6006). */
export const STORYBOOK_PORT = 6007;

export const STORYBOOK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../storybook-static');

/** The viewport of the main and forced-colours screenshots: above the 1024 px breakpoint. */
export const DESKTOP = { width: 1280, height: 720 };

/** 400 % zoom of a 1280 px wide window: WCAG 1.4.10 Reflow. */
export const REFLOW_WIDTH = 320;

/**
 * Options of the one page of a worker. Stories are switched inside that page, the way Storybook's own test runner
 * does, rather than loading Storybook's 1 MB preview bundle again for each story: that load was ~1.3 s of a ~3 s test.
 */
export const storyContextOptions: BrowserContextOptions = {
  baseURL: `http://localhost:${STORYBOOK_PORT}`,
  locale: 'en-NZ',
  timezoneId: 'Pacific/Auckland',
  viewport: DESKTOP,
  deviceScaleFactor: 1,
  // Playwright's `animations: 'disabled'` stops CSS animations and transitions only; JS-driven motion (chart
  // transitions) honours prefers-reduced-motion, so the screenshots see every story at rest.
  reducedMotion: 'reduce',
};

/** A fixed "now", so stories that show today (date pickers, relative dates) render the same pixels every day. */
export const FIXED_NOW = new Date('2026-03-16T10:00:00+13:00');

/** Options of the visual projects: one project per brand. */
export interface VisualOptions {
  brand: BrandId;
}

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  /** The story's file from the repository's root, e.g. './portal/src/features/login/Login.stories.tsx'. */
  importPath: string;
  tags?: string[];
}

/**
 * The tag of a story whose pixels add nothing to a sibling's: a state that differs from one only in wording the tests
 * assert (a refusal's message among several alike). It is still rendered in Chromium and checked with axe and at
 * 320 px, but never screenshotted.
 */
export const NO_SCREENSHOT = 'no-screenshot';

/** A screenshot of a story, by its name's suffix: '' is the story as designed. */
export type Shot = '' | '--forced-colors' | '--320px';

/** What the visual suite checks of a story besides axe and reflow, which it checks of every story. */
export interface StoryChecks {
  /** In every brand, or in the default one alone. */
  everyBrand: boolean;
  /** The screenshots compared with the baselines. */
  shots: readonly Shot[];
}

/**
 * What the visual suite checks of a story, by where its file lives and by its tags (docs/testing.md). A component of
 * the design system or the charts is shot in every brand, as designed, under forced colours and at 320 px: its styles
 * are where the brands' tokens and the system colours take effect. A portal screen composes those components and
 * styles nothing of its own (nothing outside the design system imports Stitches), so it is shot in the default brand
 * only, as designed and at 320 px, where its own layout (columns, what wraps under what) is what a phone shows.
 */
export function checksOf(story: StoryEntry): StoryChecks {
  const portalScreen = story.importPath.startsWith('./portal/');
  if (story.tags?.includes(NO_SCREENSHOT)) return { everyBrand: !portalScreen, shots: [] };
  return { everyBrand: !portalScreen, shots: portalScreen ? ['', '--320px'] : ['', '--forced-colors', '--320px'] };
}

/**
 * Every story of the built Storybook, from its index. Stories without the `test` tag (tagged `!test`) are left
 * out, as Storybook's own test runners do.
 */
export function builtStories(): StoryEntry[] {
  const indexFile = path.join(STORYBOOK_DIR, 'index.json');
  let index: { entries: Record<string, StoryEntry & { type: string }> };
  try {
    index = JSON.parse(readFileSync(indexFile, 'utf8'));
  } catch {
    throw new Error(`${indexFile} is missing: build Storybook first (npm run build-storybook).`);
  }
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (entry.tags ?? ['test']).includes('test'),
  );
}

/**
 * The story alone in Storybook's iframe, in a brand. `a11y.manual` stops the a11y addon's own axe run after each
 * render: the suite runs axe itself, and two axe runs at once on one page make the second one fail.
 */
export function storyUrl(storyId: string, brand: BrandId): string {
  return `/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=brand:${brand};a11y.manual:!true`;
}

/**
 * What a story put on the page: Storybook's root, and whatever else sits on <body> that is not Storybook's own
 * (dialogs, toasts and tooltips render in portals there).
 */
const STORY_PORTALS =
  'body > :not(#storybook-root, [id^="storybook-"], [class^="sb-"], [class*=" sb-"], script, style, link, template, noscript)';
const STORY_CONTENT = `#storybook-root, ${STORY_PORTALS}`;

/**
 * Shows a story in the brand, ready for screenshots: rendered (play function included), fonts loaded, layout
 * settled. The page's first story loads Storybook; the next ones switch story in place (Storybook unmounts the
 * previous one) after undoing what a test may have changed: viewport, forced colours, mouse, focus, scroll.
 * Should anything of the previous story stay on <body>, the story is loaded afresh instead.
 */
export async function openStory(page: Page, storyId: string, brand: BrandId): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.emulateMedia({ forcedColors: 'none' });
  if (storybookBrand.get(page) === brand) {
    await page.mouse.move(0, 0);
    await page.evaluate((portals) => {
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      for (const el of Array.from(document.querySelectorAll(portals))) el.setAttribute('data-previous-story', '');
    }, STORY_PORTALS);
    await renderInPlace(page, storyId, 'setCurrentStory');
    if ((await page.locator('[data-previous-story]').count()) === 0) return settle(page);
  }
  storybookBrand.delete(page);
  await page.goto(storyUrl(storyId, brand));
  await waitForStory(page, storyId);
  storybookBrand.set(page, brand);
  await settle(page);
}

/**
 * Renders the story again from scratch (play function included) at the current viewport, as a phone of that width
 * would show it: what a component measures on mount (a popover's width) is measured again.
 */
export async function remountStory(page: Page, storyId: string): Promise<void> {
  await renderInPlace(page, storyId, 'forceRemount');
  await settle(page);
}

/**
 * Asks Storybook's preview, through its channel, to render a story and waits for the render to end. The events
 * are Storybook's own (storybook/internal/core-events), the ones its test runner uses.
 */
async function renderInPlace(page: Page, storyId: string, event: 'setCurrentStory' | 'forceRemount') {
  await page.evaluate(
    ({ id, event }) =>
      new Promise<void>((resolve, reject) => {
        type Channel = {
          emit(event: string, payload: unknown): void;
          on(event: string, listener: (payload: { newPhase: string; storyId: string }) => void): void;
          off(event: string, listener: (payload: { newPhase: string; storyId: string }) => void): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = setTimeout(() => reject(new Error(`Storybook did not finish rendering ${id}`)), 15_000);
        const onPhase = ({ newPhase, storyId }: { newPhase: string; storyId: string }) => {
          if (storyId !== id || !['finished', 'errored', 'aborted'].includes(newPhase)) return;
          clearTimeout(timer);
          channel.off('storyRenderPhaseChanged', onPhase);
          resolve();
        };
        channel.on('storyRenderPhaseChanged', onPhase);
        channel.emit(event, event === 'setCurrentStory' ? { storyId: id, viewMode: 'story' } : { storyId: id });
      }),
    { id: storyId, event },
  );
  await waitForStory(page, storyId);
}

/** Pages showing Storybook, with the brand their URL set. */
const storybookBrand = new WeakMap<Page, BrandId>();

/** Waits until Storybook has finished rendering the story: its play function and afterEach hooks included. */
async function waitForStory(page: Page, storyId: string): Promise<void> {
  const handle = await page.waitForFunction(
    (id) => {
      const body = document.body;
      if (body.classList.contains('sb-show-errordisplay')) {
        const message = document.querySelector('#error-message')?.textContent ?? 'unknown error';
        const stack = document.querySelector('#error-stack')?.textContent ?? '';
        return { error: `${message}\n${stack}`.trim() };
      }
      // Storybook's preview keeps each render's phase; 'finished' comes after the play function and afterEach.
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ phase?: string; story?: { id: string } }> };
        }
      ).__STORYBOOK_PREVIEW__;
      const finished = preview?.storyRenders?.some((render) => render.story?.id === id && render.phase === 'finished');
      const rendered = (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0;
      return finished && rendered && body.classList.contains('sb-show-main') ? { error: null } : false;
    },
    storyId,
    { timeout: 15_000, polling: 20 },
  );
  const { error } = (await handle.jsonValue()) as { error: string | null };
  if (error) throw new Error(`The story failed to render: ${error}`);
}

/** Fonts requested by the current layout have loaded, and frames have passed so layout and paint caught up. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await document.fonts.ready;
    await frame();
    await frame();
  });
}

/** axe over the story's page (its portals included): support/axe.ts. */
export { axeViolations } from '../support/axe.js';

/**
 * The part of the page the story occupies (its portals and absolutely positioned popovers included), with a margin
 * for focus rings and shadows, in page coordinates. Keeps baselines small; a full-screen overlay makes it the
 * whole viewport.
 */
export async function storyClip(page: Page) {
  return page.evaluate((content) => {
    const margin = 16;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const container of Array.from(document.querySelectorAll(content))) {
      for (const el of [container, ...Array.from(container.querySelectorAll('*'))]) {
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        left = Math.min(left, rect.left);
        top = Math.min(top, rect.top);
        right = Math.max(right, rect.right);
        bottom = Math.max(bottom, rect.bottom);
      }
    }
    const pageWidth = Math.max(document.documentElement.scrollWidth, window.innerWidth);
    const pageHeight = Math.max(document.documentElement.scrollHeight, window.innerHeight);
    if (!Number.isFinite(left)) return { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
    const x = Math.max(0, Math.floor(left + window.scrollX - margin));
    const y = Math.max(0, Math.floor(top + window.scrollY - margin));
    return {
      x,
      y,
      width: Math.min(pageWidth, Math.ceil(right + window.scrollX + margin)) - x,
      height: Math.min(pageHeight, Math.ceil(bottom + window.scrollY + margin)) - y,
    };
  }, STORY_CONTENT);
}

/**
 * What would make a reader scroll sideways or lose content off the right edge (WCAG 1.4.10 Reflow): the page wider
 * than the viewport, or a visible part of the story wider than the viewport or reaching past its right edge. An
 * element counts by what is visible of it: the part inside every ancestor that clips or scrolls sideways (so a
 * screen-reader-only text in a 1 px box, or a wide table in a scrolling container, does not count; the container
 * does). Text cut off inside the viewport is for the 320 px screenshot to show.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate((content) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide in a ${width} px viewport`);

    const describe = (el: Element) => {
      const parts: string[] = [];
      for (
        let node: Element | null = el;
        node && node !== document.body && parts.length < 4;
        node = node.parentElement
      ) {
        const label = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? node.id;
        parts.unshift(label ? `${node.tagName.toLowerCase()}[${label}]` : node.tagName.toLowerCase());
      }
      return parts.join(' > ');
    };
    /** The horizontal extent of what shows of the element, or null when nothing does. */
    const visibleSpan = (el: Element): [number, number] | null => {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      let [left, right] = [rect.left, rect.right];
      for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        // The visually-hidden pattern: clipped to nothing.
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return null;
        if (node !== el && style.overflowX !== 'visible') {
          const box = node.getBoundingClientRect();
          [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
        }
      }
      return right - left > 0.5 ? [left, right] : null;
    };
    const tooWide: Array<[Element, number, number]> = [];
    for (const container of Array.from(document.querySelectorAll(content))) {
      for (const el of [container, ...Array.from(container.querySelectorAll('*'))]) {
        const span = visibleSpan(el);
        if (span && (span[1] - span[0] > width + 0.5 || span[1] > width + 0.5)) tooWide.push([el, ...span]);
      }
    }
    // Name the culprits, not the ancestors that are too wide only because of them.
    for (const [el, left, right] of tooWide) {
      if (tooWide.some(([other]) => other !== el && el.contains(other))) continue;
      problems.push(`${describe(el)} spans ${Math.round(left)}–${Math.round(right)} px`);
    }
    return problems.slice(0, 10);
  }, STORY_CONTENT);
}
