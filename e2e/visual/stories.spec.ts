import { expect, test as base, type Page } from '@playwright/test';
import {
  axeViolations,
  builtStories,
  FIXED_NOW,
  horizontalOverflow,
  openStory,
  REFLOW_WIDTH,
  remountStory,
  settle,
  storyClip,
  storyContextOptions,
  type VisualOptions,
} from './story-page.js';

// Every story of the built Storybook in the Playwright project's brand (spec 1 §1: two brand themes, kowhai and
// fernlight), compared with committed baselines so a visual change is seen, and checked with axe, under forced colours
// and at 320 px.
const test = base.extend<VisualOptions, { storybookPage: Page }>({
  brand: ['kowhai', { option: true }],
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
  // All checks of a story in one test, on one render of it.
  test(`${story.title} / ${story.name}`, async ({ storybookPage: page, brand }) => {
    test.info().annotations.push({ type: 'story', description: story.id });
    await openStory(page, story.id, brand);
    const shot = async (name: string) =>
      expect.soft(page).toHaveScreenshot(`${story.id}${name}.png`, { fullPage: true, clip: await storyClip(page) });

    // (a) The story as designed. Soft assertions: one failed check must not hide the others.
    await shot('');

    // (b) axe finds nothing at WCAG 2.1 A and AA.
    expect.soft(await axeViolations(page), 'axe violations').toEqual([]);

    // (c) Windows High Contrast: system colours replace the brand's, so nothing may rely on colour alone.
    await page.emulateMedia({ forcedColors: 'active' });
    await settle(page);
    await shot('--forced-colors');
    await page.emulateMedia({ forcedColors: 'none' });

    // (d) 400 % zoom: at 320 px the content reflows; nothing scrolls sideways or is cut off. The story renders
    // again at that width, as on a phone, so what it measured at 1280 px (a popover's width) is measured again.
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 720 });
    await remountStory(page, story.id);
    expect.soft(await horizontalOverflow(page), `overflow at ${REFLOW_WIDTH} px`).toEqual([]);
    await shot('--320px');
  });
}
