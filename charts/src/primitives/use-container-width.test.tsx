import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHART_WIDTH, useMeasuredWidth } from './use-container-width.js';

/** A chart-like component that shows, and records, every width it renders with. */
function Probe({ seen }: { seen: Array<number | null> }) {
  const [ref, width] = useMeasuredWidth();
  seen.push(width);
  return (
    <div ref={ref} data-width={width ?? 'unknown'}>
      {width}
    </div>
  );
}

/** Boxes measure `width` px wide, as a browser would lay them out. */
function boxesMeasure(width: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width, height: 240 }));
}

let resize: ((width: number) => void) | undefined;

/** A ResizeObserver whose callback the test calls, as the browser would on a resize. */
class TestResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {
    resize = (width) =>
      this.callback([{ contentRect: DOMRect.fromRect({ width, height: 240 }) } as ResizeObserverEntry], this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resize = undefined;
});

describe('useMeasuredWidth', () => {
  it('renders the default width on the server, where nothing can be measured', () => {
    const seen: Array<number | null> = [];
    expect(renderToString(<Probe seen={seen} />)).toContain(`data-width="${DEFAULT_CHART_WIDTH}"`);
    expect(seen).toEqual([DEFAULT_CHART_WIDTH]);
  });

  it('on the client, knows no width until the container is measured, then renders once at the measured one', () => {
    boxesMeasure(812.6);
    const seen: Array<number | null> = [];
    const { container } = render(<Probe seen={seen} />);
    expect(container.firstElementChild).toHaveAttribute('data-width', '812');
    // No render at the default width in between: a chart lays its bars out once.
    expect(seen).toEqual([null, 812]);
  });

  it('falls back to the default width when the container measures 0 (jsdom, a hidden container)', () => {
    boxesMeasure(0);
    const seen: Array<number | null> = [];
    const { container } = render(<Probe seen={seen} />);
    expect(container.firstElementChild).toHaveAttribute('data-width', String(DEFAULT_CHART_WIDTH));
    expect(seen).toEqual([null, DEFAULT_CHART_WIDTH]);
  });

  it('hydrates the server’s markup at the default width, then takes the measured one', () => {
    const seen: Array<number | null> = [];
    const markup = renderToString(<Probe seen={[]} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    boxesMeasure(700);
    const errors: unknown[] = [];
    render(<Probe seen={seen} />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(DEFAULT_CHART_WIDTH);
    expect(container.firstElementChild).toHaveAttribute('data-width', '700');
    container.remove();
  });

  it('follows the container as it is resized, keeping the last width when it measures 0', () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    boxesMeasure(900);
    const { container } = render(<Probe seen={[]} />);
    expect(container.firstElementChild).toHaveAttribute('data-width', '900');
    act(() => resize?.(480.4));
    expect(container.firstElementChild).toHaveAttribute('data-width', '480');
    act(() => resize?.(0));
    expect(container.firstElementChild).toHaveAttribute('data-width', '480');
  });
});
