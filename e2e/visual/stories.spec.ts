import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { BOTH_BRANDS, DEFAULT_BRAND } from '../support/brands.js';
import {
  axeViolations,
  builtStories,
  checksOf,
  FIXED_NOW,
  horizontalOverflow,
  openStory,
  REFLOW_WIDTH,
  remountStory,
  settle,
  storyClip,
  storyContextOptions,
  type Shot,
  type VisualOptions,
} from './story-page.js';

// Every story of the built Storybook, in the Playwright project's brand (spec 1 §1: two brand themes, kowhai and
// fernlight): compared with committed baselines so a visual change is seen, checked with axe, and at 320 px. The
// design system's and the charts' stories run in both brands, also under forced colours; the portal's screens in the
// default brand (checksOf says why).
const test = base.extend<VisualOptions, { storybookPage: Page }>({
  brand: [DEFAULT_BRAND, { option: true }],
  // One page per worker; each test switches it to its story (see openStory). A failed test ends the worker, so the
  // next story starts on a new page.
  storybookPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext(storyContextOptions);
      await context.clock.setFixedTime(FIXED_NOW);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const story of builtStories()) {
  const { everyBrand, shots } = checksOf(story);
  // All checks of a story in one test, on one render of it. Steps, so a report gives each check's time.
  test(
    `${story.title} / ${story.name}`,
    { tag: everyBrand ? [BOTH_BRANDS] : [] },
    async ({ storybookPage: page, brand }) => {
      test.info().annotations.push({ type: 'story', description: story.id });
      await openStory(page, story.id, brand);
      // Soft assertions: one failed check must not hide the others.
      const shot = async (name: Shot) => {
        if (!shots.includes(name)) return;
        await test.step(`screenshot ${story.id}${name}.png`, async () =>
          expect
            .soft(page)
            .toHaveScreenshot(`${story.id}${name}.png`, { fullPage: true, clip: await storyClip(page) }));
      };

      // (a) The story as designed.
      await shot('');

      // (b) axe finds nothing at WCAG 2.1 A and AA.
      await test.step('axe', async () => expect.soft(await axeViolations(page), 'axe violations').toEqual([]));

      // (c) Windows High Contrast: system colours replace the brand's, so nothing may rely on colour alone.
      if (shots.includes('--forced-colors')) {
        await page.emulateMedia({ forcedColors: 'active' });
        await settle(page);
        await shot('--forced-colors');
        await page.emulateMedia({ forcedColors: 'none' });
      }

      // (d) 400 % zoom: at 320 px the content reflows; nothing scrolls sideways or is cut off. The story renders
      // again at that width, as on a phone, so what it measured at 1280 px (a popover's width) is measured again.
      await test.step(`reflow at ${REFLOW_WIDTH} px`, async () => {
        await page.setViewportSize({ width: REFLOW_WIDTH, height: 720 });
        await remountStory(page, story.id);
        expect.soft(await horizontalOverflow(page), `overflow at ${REFLOW_WIDTH} px`).toEqual([]);
      });
      await shot('--320px');
    },
  );
}

// A baseline no test compares any more (a story renamed or removed, a shot the suite stopped taking) would stay in the
// repository, unseen, and come back to mislead: each brand's folder holds the screenshots of this build, no others.
test('every baseline of the brand is a screenshot the suite takes', { tag: [BOTH_BRANDS] }, ({ brand }) => {
  const taken = new Set(
    builtStories().flatMap((story) => {
      const { everyBrand, shots } = checksOf(story);
      return everyBrand || brand === DEFAULT_BRAND ? shots.map((shot) => `${story.id}${shot}.png`) : [];
    }),
  );
  const folder = path.dirname(test.info().snapshotPath('any.png'));
  expect(
    readdirSync(folder).filter((file) => !taken.has(file)),
    `baselines in ${folder} no test takes`,
  ).toEqual([]);
});
