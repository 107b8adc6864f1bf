import type { Page } from '@playwright/test';

/** What the page remembers of one interaction, in its own clock (performance.now(), ms). */
export type ProbeReading = {
  /** The input: the first pointerdown, or the last keydown for typing. */
  input: number | undefined;
  /** The frame that painted the rows as they are now (after the rows changed to them). */
  painted: number | undefined;
  /** The rows are the ones shown before the input. */
  unchanged: boolean;
  /** The first request to the list's API path after the input: its start and end. */
  requestStart: number | undefined;
  responseEnd: number | undefined;
  /** When the rows last changed (to tell when the page has settled). */
  lastChange: number | undefined;
  now: number;
};

export type InputKind = 'pointer' | 'key';

declare global {
  interface Window {
    __rowsProbe?: {
      /** How long ago the rows last changed (or the page started). */
      quietFor: () => number;
      reset: () => void;
      read: (apiPath: string, input: InputKind) => ProbeReading;
    };
    __lcp?: { at: number; element: string };
  }
}

/**
 * Runs in the page before its own scripts. A MutationObserver notes every change of the list's
 * rows (the text of the first table body) and the frame that paints it: a task posted from
 * requestAnimationFrame runs once that frame has been rendered. Inputs are noted with their
 * event timestamps, which share performance.now()'s clock.
 */
function installRowsProbe(): void {
  type Change = { at: number; text: string; painted?: number };
  let text = '';
  let before = '';
  let changes: Change[] = [];
  let inputs: { kind: InputKind; at: number }[] = [];
  let lastAt = 0;
  const rowsText = () => document.querySelector('table tbody')?.textContent ?? '';
  const notePaint = (change: Change) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (change.painted = performance.now());
      channel.port2.postMessage(null);
    });
  new MutationObserver(() => {
    const now = rowsText();
    if (now === text) return;
    text = now;
    lastAt = performance.now();
    const change: Change = { at: lastAt, text: now };
    changes.push(change);
    notePaint(change);
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const note = (kind: InputKind) => (event: Event) => inputs.push({ kind, at: event.timeStamp });
  addEventListener('pointerdown', note('pointer'), { capture: true });
  addEventListener('keydown', note('key'), { capture: true });

  window.__rowsProbe = {
    quietFor: () => performance.now() - lastAt,
    reset() {
      before = text;
      changes = [];
      inputs = [];
      performance.clearResourceTimings();
    },
    read(apiPath, kind) {
      const ofKind = inputs.filter((i) => i.kind === kind);
      const input = kind === 'pointer' ? ofKind[0]?.at : ofKind.at(-1)?.at;
      const reached = changes.find((c) => c.text === text && c.at >= (input ?? 0));
      const request = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .find((e) => new URL(e.name).pathname === apiPath && e.startTime >= (input ?? 0));
      return {
        input,
        painted: reached?.painted,
        unchanged: text === before,
        requestStart: request?.startTime,
        responseEnd: request?.responseEnd,
        lastChange: changes.at(-1)?.at,
        now: performance.now(),
      };
    },
  };
}

/** Remembers the page's largest contentful paint (the last candidate is the LCP). */
function installLcpProbe(): void {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      const el = entry.element;
      const element = el
        ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`
        : '?';
      window.__lcp = { at: entry.startTime, element };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

export async function installProbes(page: Page): Promise<void> {
  // tsx compiles this file keeping function names (esbuild keepNames): the functions handed to the
  // page call its helper `__name`, which the page lacks.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(installRowsProbe);
  await page.addInitScript(installLcpProbe);
}

/** One measured interaction, in ms from the input. */
export type Sample = {
  /** Input → the frame that painted the new rows. */
  toPaint: number;
  /** Input → the list request started. */
  toRequest: number;
  /** The list response's end → the frame that painted the new rows. */
  responseToPaint: number;
};

export type Outcome = Sample | 'cached' | 'unchanged' | 'no paint';

const SETTLE_MS = 400;
/** Rows still the old ones this long after the answer: the change showed the same rows. */
const UNCHANGED_AFTER_MS = 3_000;

/** Waits until the page shows rows that have not changed for `ms`. */
export async function rowsSettled(page: Page, ms = 1_000): Promise<void> {
  await page.locator('table tbody tr').first().waitFor();
  await page.waitForFunction((quiet) => window.__rowsProbe!.quietFor() >= quiet, ms, {
    polling: 100,
    timeout: 30_000,
  });
}

/**
 * Runs `act` and measures input → paint of the new rows. Waits for the list's request (a query
 * answered from TanStack's cache makes none: 'cached', not counted) and for the rows to settle.
 */
export async function measureInteraction(
  page: Page,
  apiPath: string,
  input: InputKind,
  act: () => Promise<void>,
): Promise<Outcome> {
  await page.evaluate(() => window.__rowsProbe!.reset());
  const response = page
    .waitForResponse((res) => new URL(res.url()).pathname === apiPath, { timeout: 5_000 })
    .catch(() => null);
  await act();
  if (!(await response)) return 'cached';
  const read = () =>
    page.evaluate(([p, k]) => window.__rowsProbe!.read(p, k), [apiPath, input] as const);
  let reading = await read();
  // Settled: the response is in (its resource entry is written once the body is read) and the
  // rows changed and then stayed for a while; or they did not change long after the answer.
  for (let i = 0; i < 100; i++) {
    const { input: at, lastChange, responseEnd, painted, unchanged, now } = reading;
    if (responseEnd !== undefined) {
      const changed = !unchanged && painted !== undefined;
      if (changed && now - Math.max(at ?? 0, lastChange ?? 0) >= SETTLE_MS) break;
      if (unchanged && now - responseEnd >= UNCHANGED_AFTER_MS) break;
    }
    await page.waitForTimeout(100);
    reading = await read();
  }
  if (reading.unchanged) return 'unchanged';
  const { input: at, painted, requestStart, responseEnd } = reading;
  if (at === undefined || painted === undefined || requestStart === undefined) return 'no paint';
  return {
    toPaint: painted - at,
    toRequest: requestStart - at,
    responseToPaint: painted - (responseEnd ?? requestStart),
  };
}
