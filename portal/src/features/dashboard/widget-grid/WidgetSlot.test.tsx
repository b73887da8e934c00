import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, trackOf } from '../../../test-support/fake-api.js';
import type { RecordedRequest } from '../../../test-support/fetch.js';
import { widgetRegistry } from '../../../app/widget-registry.js';
import { widgetEntry, type WidgetComponent, type WidgetRegistry } from '../../../core/widgets/registry.js';
import type { WidgetProps } from '../../../core/widgets/widget-state.js';
import { WidgetSlot } from './WidgetSlot.js';

let requests: RecordedRequest[] = [];
beforeEach(() => {
  ({ requests } = fakeApi({ postEvent: { recorded: true } }));
});
afterEach(() => vi.unstubAllGlobals());

/** The tracks of the clientError events posted. */
const clientErrors = () => requests.map(trackOf);

function Fine({ headingLevel }: WidgetProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="fine-title">
      <Heading id="fine-title">Fine widget</Heading>
      <p>All good here.</p>
    </section>
  );
}

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('Cannot read the data');
  return <p>Fragile widget recovered.</p>;
}

/** Rendered inside an awaited act: a widget shows once its code has loaded, within act. */
async function renderSlots(registry: WidgetRegistry, types: string[]) {
  await act(async () => {
    renderInBrand(
      <div>
        {types.map((type, index) => (
          <WidgetSlot key={index} type={type} widgetId={`w-${index}`} registry={registry} />
        ))}
      </div>,
    );
  });
}

describe('WidgetSlot', () => {
  it('keeps a render error inside that widget’s frame, reports it, and retries by remounting', async () => {
    // React reports the error a boundary caught to the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    shouldThrow = true;
    const registry: WidgetRegistry = {
      fragile: { title: 'Fragile widget', load: async () => Fragile },
      fine: { title: 'Fine widget', load: async () => Fine },
    };
    await renderSlots(registry, ['fragile', 'fine']);
    const fragile = await screen.findByRole('region', { name: 'Fragile widget' });
    expect(within(fragile).getByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(await screen.findByText('All good here.')).toBeVisible();
    await waitFor(() => expect(clientErrors()).toContain('widget fragile: renderError'));

    shouldThrow = false;
    await userEvent.click(within(fragile).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fragile widget recovered.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a widget whose code fails to load as an error with a retry that loads it again', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<WidgetComponent>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Fine);
    await renderSlots({ fine: { title: 'Fine widget', load } }, ['fine']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(screen.getByRole('heading', { name: 'Fine widget' })).toBeVisible();
    await waitFor(() => expect(clientErrors()).toContain('widget fine: chunkLoadError'));

    // The retry loads the code again: inside an awaited act, as at first render.
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('All good here.')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a loading frame with the widget’s title while its code loads', async () => {
    let resolve: (component: WidgetComponent) => void = () => undefined;
    const code = new Promise<WidgetComponent>((done) => (resolve = done));
    await renderSlots({ fine: { title: 'Fine widget', load: () => code } }, ['fine']);
    const frame = await screen.findByRole('region', { name: 'Fine widget' });
    expect(frame).toHaveAttribute('data-state', 'loading');
    expect(within(frame).getByRole('status')).toHaveTextContent('Loading Fine widget');
    resolve(Fine);
    expect(await screen.findByText('All good here.')).toBeVisible();
  });

  it('skips an unknown type and reports it once; a type of ours still to be built is skipped quietly', async () => {
    await renderSlots({ fine: { title: 'Fine widget', load: async () => Fine } }, [
      'mysteryWidget',
      'ecoTracker',
      'fine',
    ]);
    expect(await screen.findByText('All good here.')).toBeVisible();
    await waitFor(() => expect(clientErrors()).toEqual(['unknownWidget: mysteryWidget']));
  });

  it('looks up only the registry’s own entries', () => {
    expect(widgetEntry(widgetRegistry, 'toString')).toBeNull();
    expect(widgetEntry(widgetRegistry, 'billSummary')?.title).toBe('Your bill');
  });
});
