import '@harakeke/design-system/fonts.css';
import { BrandProvider } from '@harakeke/design-system';
import { createRoot, type Root } from 'react-dom/client';
import { UsageChart } from '../src/UsageChart/UsageChart.js';
import { breakdown } from './breakdown.js';
import { dataset, type Dataset, type Size } from './data.js';
import { RechartsUsageChart } from './RechartsUsageChart.js';
import { UplotUsageChart } from './UplotUsageChart.js';

/** Which chart a measurement draws. */
export type Library = 'ours' | 'recharts' | 'uplot';

/** When an action started: a call's time, or an input's time stamp and when its event was dispatched. */
interface Clock {
  start: number;
  dispatched: number;
}

/** Milliseconds from the start of an action to the DOM showing its result and to the first frame painted with it. */
export interface Timing {
  /** From the input's time stamp to its dispatch (Chromium holds pointer moves until the next frame); 0 for calls. */
  input: number;
  /** From the dispatch (or call) to the mutation that shows the result: the script's work. */
  dom: number;
  /** From the input's time stamp (or call) to the end of the first frame painted with the result. */
  paint: number;
  /** Frames produced from the action until the one showing its result (1: the very next frame). */
  frames: number;
}

/** Where pointer moves go: the band the bars cover, in page coordinates. */
export interface PlotBox {
  left: number;
  right: number;
  middle: number;
}

/** What run.mjs drives through page.evaluate. */
export interface BenchApi {
  mount(library: Library, size: Size): Promise<Timing>;
  update(): Promise<Timing>;
  unmount(): Promise<void>;
  plotBox(): PlotBox;
  focusChart(): boolean;
  /** Starts watching for the next `eventType` event and the tooltip change it causes. */
  armTooltip(eventType: 'pointermove' | 'keydown'): void;
  tooltipTiming(): Promise<Timing>;
  tooltipText(): string;
  /** Times the pure functions behind one UsageChart render, each alone. */
  breakdown(size: Size, repeats: number): Record<string, number>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** The chart is 960 px wide, a desktop dashboard's main column; UsageChart's plot height is 240 px. */
export const CHART_WIDTH = 960;
const CHART_HEIGHT = 240;

const stage = document.getElementById('stage') as HTMLElement;
let container: HTMLDivElement | null = null;
let root: Root | null = null;
let current: { library: Library; size: Size } | null = null;

/** uPlot draws on a canvas, which no MutationObserver sees: its draw hook counts draws on the container instead. */
function countDraw() {
  if (!container) return;
  container.dataset.draws = String(Number(container.dataset.draws ?? 0) + 1);
}

function chart(library: Library, data: Dataset) {
  return (
    <BrandProvider brand="kowhai">
      {library === 'ours' ? (
        <UsageChart points={data.points} granularity={data.granularity} unit="kwh" height={CHART_HEIGHT} />
      ) : library === 'uplot' ? (
        <UplotUsageChart
          points={data.points}
          granularity={data.granularity}
          width={CHART_WIDTH}
          height={CHART_HEIGHT}
          onDraw={countDraw}
        />
      ) : (
        <RechartsUsageChart
          points={data.points}
          granularity={data.granularity}
          width={CHART_WIDTH}
          height={CHART_HEIGHT}
        />
      )}
    </BrandProvider>
  );
}

/** Something that changes when the bars are redrawn with other data, read cheaply. */
function barsSignature(): string | null {
  if (!container || !current) return null;
  if (current.library === 'ours') {
    const svg = container.querySelector('[role="application"] > svg');
    // The first render uses a default width until the container is measured: only the measured one counts.
    if (!svg || svg.getAttribute('width') !== String(CHART_WIDTH)) return null;
    const paths = container.querySelectorAll('[data-bars] path');
    const first = paths[0]?.getAttribute('d');
    if (!first) return null;
    return `${first.slice(0, 120)}|${paths[paths.length - 1]?.getAttribute('d')?.slice(-120)}`;
  }
  if (current.library === 'uplot') return container.dataset.draws ?? null;
  const groups = container.querySelectorAll('.recharts-bar-rectangles');
  if (groups.length < 2) return null;
  const first = groups[0]?.querySelector('path')?.getAttribute('d');
  const last = lastPath(groups[groups.length - 1])?.getAttribute('d');
  if (!first || !last) return null;
  return `${first}|${last}`;
}

/** The last bar of a Recharts series, found without listing thousands of them. */
function lastPath(element: Element | null | undefined): Element | null {
  let node = element ?? null;
  while (node && node.tagName !== 'path') node = node.lastElementChild;
  return node;
}

/** Where each library says what the point under the pointer is: uPlot's is its live legend. */
const tooltipSelector: Record<Library, string> = {
  ours: '[data-chart-tooltip]',
  recharts: '.recharts-tooltip-wrapper',
  uplot: '.u-legend',
};

function tooltipElement(): Element | null {
  if (!container || !current) return null;
  return container.querySelector(tooltipSelector[current.library]);
}

function tooltipText(): string {
  const element = tooltipElement();
  if (!element) return '';
  if (current?.library === 'recharts' && getComputedStyle(element).visibility === 'hidden') return '';
  // uPlot's legend is always there; off the points its time reads '--'.
  if (current?.library === 'uplot' && element.querySelector('.u-value')?.textContent === '--') return '';
  return element.textContent ?? '';
}

/**
 * Times the result of an action: `dom` when a mutation first makes `done()` true (the commit, before any paint),
 * `paint` after the first frame whose rendering step sees `done()` true. A message posted from a
 * requestAnimationFrame callback runs once that frame's style, layout and paint are done.
 */
function watch(done: () => boolean, since: () => Clock | null): Promise<Timing> {
  return new Promise((resolve) => {
    let dom: number | null = null;
    let frames = 0;
    const observer = new MutationObserver(() => {
      if (dom === null && since() !== null && done()) dom = performance.now();
    });
    observer.observe(stage, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => {
      const clock = since();
      if (clock !== null) frames += 1;
      if (clock === null || !done()) {
        requestAnimationFrame(frame);
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        observer.disconnect();
        const painted = performance.now();
        resolve({
          input: clock.dispatched - clock.start,
          dom: (dom ?? painted) - clock.dispatched,
          paint: painted - clock.start,
          frames,
        });
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

let tooltipWatch: Promise<Timing> | null = null;

window.bench = {
  async mount(library, size) {
    const data = dataset(size, 0);
    container = document.createElement('div');
    container.style.width = `${CHART_WIDTH}px`;
    stage.append(container);
    root = createRoot(container);
    current = { library, size };
    const start = performance.now();
    const timing = watch(
      () => barsSignature() !== null,
      () => ({ start, dispatched: start }),
    );
    root.render(chart(library, data));
    return timing;
  },

  async update() {
    if (!root || !current) throw new Error('Nothing mounted');
    const before = barsSignature();
    const data = dataset(current.size, 1);
    const next = chart(current.library, data);
    const start = performance.now();
    const timing = watch(
      () => {
        const now = barsSignature();
        return now !== null && now !== before;
      },
      () => ({ start, dispatched: start }),
    );
    root.render(next);
    return timing;
  },

  async unmount() {
    root?.unmount();
    container?.remove();
    root = null;
    container = null;
    current = null;
  },

  plotBox() {
    const selector = { ours: '[data-bars]', recharts: '.recharts-bar', uplot: '.u-over' }[current?.library ?? 'ours'];
    const boxes = [...(container?.querySelectorAll(selector) ?? [])].map((element) => element.getBoundingClientRect());
    if (boxes.length === 0) throw new Error('No bars');
    const top = Math.min(...boxes.map((box) => box.top));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return {
      left: Math.min(...boxes.map((box) => box.left)),
      right: Math.max(...boxes.map((box) => box.right)),
      middle: (top + bottom) / 2,
    };
  },

  focusChart() {
    // uPlot has no keyboard access: nothing to focus, so its key moves are not measured.
    if (current?.library === 'uplot') return false;
    const target = container?.querySelector<HTMLElement | SVGElement>(
      current?.library === 'ours' ? '[role="application"]' : '.recharts-wrapper > svg',
    );
    target?.focus();
    return target !== null && target !== undefined && document.activeElement === target;
  },

  armTooltip(eventType) {
    const before = tooltipText();
    let clock: Clock | null = null;
    window.addEventListener(
      eventType,
      (event) => {
        // The input's own time stamp: any wait before it was dispatched counts, as a person would see it.
        clock = { start: event.timeStamp, dispatched: performance.now() };
      },
      { capture: true, once: true },
    );
    tooltipWatch = watch(
      () => {
        const text = tooltipText();
        return text !== '' && text !== before;
      },
      () => clock,
    );
  },

  tooltipTiming() {
    if (!tooltipWatch) throw new Error('Not armed');
    return tooltipWatch;
  },

  tooltipText,

  breakdown: (size, repeats) => breakdown(dataset(size, 0), repeats),
};
