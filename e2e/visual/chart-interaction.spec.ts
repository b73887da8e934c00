import { expect, test as base } from '@playwright/test';
import { storyContextOptions, storyUrl, type VisualOptions } from './story-page.js';

// The bill-period chart in a real browser (spec 1 §2: a tooltip per day; spec 1 §9: bars animate over 0.3 s): what
// jsdom cannot show (layout, pointer and touch, motion preferences). Behaviour, so in the default brand; the tooltip's
// bounds in both, as its width is set in each brand's font (support/brands.ts).
const test = base.extend<VisualOptions>({ brand: ['kowhai', { option: true }] });
test.use({ ...storyContextOptions });

const billPeriod = 'charts-billperiodchart--electricity-and-gas-kwh';

test('the keyboard walks the days and the tooltip and the announcement follow', async ({ page, brand }) => {
  await page.goto(storyUrl(billPeriod, brand));
  const chart = page.getByRole('application', { name: 'Daily use this bill period' });
  await chart.focus();
  const tooltip = page.locator('[data-chart-tooltip]');
  const announcer = page.locator('[data-chart-announcer]');
  await expect(tooltip).toContainText('Wednesday 18 Feb 2026');

  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('Thursday 19 Feb 2026');
  await expect(announcer).toContainText(
    /^Thursday 19 Feb 2026: Electricity .* kWh, Natural gas .* kWh, Total .* kWh\.$/,
  );

  await page.keyboard.press('PageDown');
  await expect(tooltip).toContainText('Thursday 26 Feb 2026');
  await page.keyboard.press('End');
  await expect(tooltip).toContainText('Thursday 19 Mar 2026');
  await expect(tooltip).toContainText('Estimated reading');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('the tooltip stays inside the chart at either end @both-brands', async ({ page, brand }) => {
  await page.goto(storyUrl(billPeriod, brand));
  const chart = page.getByRole('application', { name: 'Daily use this bill period' });
  await chart.focus();
  const box = await chart.boundingBox();
  for (const key of ['Home', 'End']) {
    await page.keyboard.press(key);
    const tip = await page.locator('[data-chart-tooltip]').boundingBox();
    expect(tip && box && tip.x >= box.x && tip.x + tip.width <= box.x + box.width, key).toBe(true);
  }
});

test('hovering a bar shows that day; leaving the chart hides it', async ({ page, brand }) => {
  await page.goto(storyUrl(billPeriod, brand));
  const chart = page.getByRole('application', { name: 'Daily use this bill period' });
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await expect(page.locator('[data-chart-tooltip]')).toContainText('Thursday 19 Mar 2026');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 200);
  await expect(page.locator('[data-chart-tooltip]')).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('the first tap shows the tooltip and the next tap moves it', async ({ page, brand }) => {
    await page.goto(storyUrl(billPeriod, brand));
    const chart = page.getByRole('application', { name: 'Daily use this bill period' });
    const box = (await chart.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width - 10, box.y + box.height / 2);
    await expect(page.locator('[data-chart-tooltip]')).toContainText('Thursday 19 Mar 2026');
    await page.touchscreen.tap(box.x + 70, box.y + box.height / 2);
    await expect(page.locator('[data-chart-tooltip]')).toContainText('Feb 2026');
  });
});

test.describe('motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('bars grow in over 0.3 s', async ({ page, brand }) => {
    await page.goto(storyUrl(billPeriod, brand));
    const bars = page.locator('[data-bars]');
    await expect(bars).toHaveCSS('animation-duration', '0.3s');
  });
});

test('under reduced motion the bars do not animate', async ({ page, brand }) => {
  await page.goto(storyUrl(billPeriod, brand));
  await expect(page.locator('[data-bars]')).toHaveCSS('animation-name', 'none');
});

test('the data table holds every hour of a 25-hour day', async ({ page, brand }) => {
  await page.goto(storyUrl('charts-usagechart--hourly-daylight-saving-ends', brand));
  await page.getByText('Show the data as a table').click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(table.getByRole('rowheader', { name: 'Sunday 05 Apr 2026, 2:00am NZDT' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Sunday 05 Apr 2026, 2:00am NZST' })).toBeVisible();
});
