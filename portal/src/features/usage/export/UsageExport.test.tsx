import type { downloadElectricityUsage } from '@harakeke/contract';
import { addDays, aucklandToday, formatDate } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeHandler } from '../../../test-support/fake-api.js';
import { billWindowKey } from '../../../services/energy-usage/consumption-periods.js';
import { UsageExport } from './UsageExport.js';

afterEach(() => vi.unstubAllGlobals());

const yesterday = addDays(aucklandToday(), -1);
const day = { key: billWindowKey('Day', yesterday), label: 'Yesterday', startDate: yesterday, endDate: yesterday };
const encoder = new TextEncoder();

/** A file answered in pieces: the header, then each batch of rows; `hold` keeps it open after them. */
function streamed(pieces: string[], { hold = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (!hold) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="electricity ${yesterday} to ${yesterday} by half-hour.csv"`,
    },
  });
}

const halfHourRows = (count: number) =>
  Array.from({ length: count }, (_, index) => `${yesterday},T${index},0.25,actual\r\n`).join('');

function renderExport(answer: FakeHandler<typeof downloadElectricityUsage>) {
  const api = fakeApi({ downloadElectricityUsage: answer, postEvent: { recorded: true } });
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { unmount } = renderInBrand(<UsageExport period={day} granularity="HOURLY" />);
  return { api, saved, unmount, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  return screen.findByRole('dialog', { name: 'Download your electricity use' });
}

// A dialog, a date range picker and a file each: more than the default 5 s on a machine shared by test runs.
describe('UsageExport', { timeout: 20_000 }, () => {
  it(
    'offers the day shown by the half-hour, and saves the file the server streams under its name',
    { timeout: 20_000 },
    async () => {
      const { api, saved, user } = renderExport(() =>
        streamed(['Date,Start (NZ time),kWh,Reading\r\n', halfHourRows(48)]),
      );
      const dialog = await openDialog(user);
      expect(within(dialog).getByRole('radio', { name: 'Half-hour' })).toBeChecked();
      expect(within(dialog).getByRole('group', { name: 'Days' })).toHaveTextContent(
        `${formatDate(yesterday, 'DD/MM/YYYY')}–${formatDate(yesterday, 'DD/MM/YYYY')}`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
      expect(await within(dialog).findByText(/^Downloaded ‘electricity .* by half-hour\.csv’/)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
      // Typing other dates after a download keeps its focus in the dates.
      const startDay = within(dialog).getAllByRole('spinbutton', { name: /Start Date/ })[0]!;
      await user.click(startDay);
      await user.keyboard('0');
      expect(within(dialog).getAllByRole('spinbutton', { name: /Start Date/ })).toContain(document.activeElement);
      expect(saved).toEqual([`electricity ${yesterday} to ${yesterday} by half-hour.csv`]);
      const url = new URL(api.requestsTo('downloadElectricityUsage')[0]!.url, 'https://portal.test');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        startDate: yesterday,
        endDate: yesterday,
        interval: 'halfHour',
      });
    },
  );

  it('says it is gathering the readings until the first rows arrive', async () => {
    const { user } = renderExport(() => streamed([], { hold: true }));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Gathering your readings…');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('shows the rows coming in, and Cancel stops the file, keeping the choices', async () => {
    const { saved, user } = renderExport(() =>
      streamed(['Date,Start (NZ time),kWh,Reading\r\n', halfHourRows(24)], { hold: true }),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Day' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Half-hour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Writing your file' });
    expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^51% \(25 of about 49 rows\)/));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByText('Download cancelled. Your choices are kept.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toHaveFocus();
    expect(within(dialog).getByRole('radio', { name: 'Half-hour' })).toBeChecked();
    expect(saved).toEqual([]);
  });

  it('stops a file still on its way when the page goes, saving nothing', async () => {
    const { saved, user, unmount } = renderExport(() =>
      streamed(['Date,Start (NZ time),kWh,Reading\r\n', halfHourRows(24)], { hold: true }),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await within(dialog).findByRole('progressbar', { name: 'Writing your file' });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toEqual([]);
  });

  it('says a failed file failed, keeps the choices, and downloads on the next try', async () => {
    let fail = true;
    const { saved, user } = renderExport(() =>
      fail ? problem(500, { type: '/error/default', title: 'Down' }) : streamed(['Date\r\n']),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByText(/Your file didn’t download/)).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Month' })).toBeChecked();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it('shows the server’s reason for refusing a range under the dates', async () => {
    const { user } = renderExport(() =>
      problem(400, {
        type: '/error/bad_request',
        title: 'Bad request',
        errors: [{ field: 'endDate', detail: 'Choose an end on or before today, 29 Nov 2026.' }],
      }),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(await within(dialog).findByText('Choose an end on or before today, 29 Nov 2026.')).toBeVisible();
  });

  it('refuses more than 24 months before asking the server', async () => {
    const { api, user } = renderExport(() => streamed(['Date\r\n']));
    const dialog = await openDialog(user);
    const startYear = within(dialog).getAllByRole('spinbutton', { name: /Start Date/ })[2]!;
    await user.click(startYear);
    await user.keyboard(String(Number(yesterday.slice(0, 4)) - 2));
    expect(
      await within(dialog).findByText(/^One file holds up to 24 months: choose an end on or before/),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    expect(api.requestsTo('downloadElectricityUsage')).toHaveLength(0);
  });
});
