import type { Page } from '@playwright/test';
import { measureInteraction, rowsSettled, type InputKind, type Outcome } from './probe.ts';

/** One measured input, after an optional setup that is not measured. */
export type Step = {
  act: (page: Page) => Promise<void>;
  /** Brings the list into a new state first (e.g. a new sort before a page change). */
  setup?: { act: (page: Page) => Promise<void>; fetches: boolean };
};

export type Scenario = {
  action: 'sort' | 'filter' | 'page';
  /** How the input is given; typing is measured from the last key. */
  input: InputKind;
  /** Target for the median, ms from the input. */
  target: number;
  note?: string;
  /** Each step leads to a list state not seen before in this page (TanStack caches the others). */
  steps: Step[];
};

export type ListBench = { list: string; path: string; apiPath: string; scenarios: Scenario[] };

/** The 200 ms of issue 16, from a click to the paint of the new rows. */
export const CLICK_TARGET_MS = 200;
/** SearchField sends a typed filter after a 300 ms pause in typing (SEARCH_DEBOUNCE_MS). */
const TYPED_TARGET_MS = CLICK_TARGET_MS + 300;

const header = (label: string) => (page: Page) =>
  page.locator('thead').getByText(label, { exact: true }).click();
const toggle = (name: string) => (page: Page) => page.getByRole('switch', { name }).click();
const nextPage = (page: Page) =>
  page.getByRole('button', { name: 'Ga naar de volgende pagina' }).click();
const option = (name: string) => (page: Page) =>
  page.getByRole('option', { name, exact: true }).click();
const typeInto = (label: string, text: string) => async (page: Page) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
};

/** Clicking a header sorts on it ascending, the second click descending. */
const sortSteps = (labels: string[]): Step[] =>
  labels.flatMap((label) => [{ act: header(label) }, { act: header(label) }]);

const horses: ListBench = {
  list: 'horses',
  path: '/horse?aliveOnly=true',
  apiPath: '/api/horse',
  scenarios: [
    {
      action: 'sort',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      steps: sortSteps(['Type', 'Microchip', 'Locatie', 'Eigenaar']),
    },
    {
      action: 'filter',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      note: 'the switches',
      steps: [
        'Toon enkel merries',
        'Toon enkel hengsten',
        'Toon enkel dekhengsten',
        'Groepeer per locatie',
        'Toon enkel dekhengsten',
        'Toon enkel merries',
        'Toon enkel draagmoeders',
        'Groepeer per locatie',
      ].map((name) => ({ act: toggle(name) })),
    },
    {
      action: 'page',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      steps: Array.from({ length: 5 }, () => ({ act: nextPage })),
    },
  ],
};

const customers: ListBench = {
  list: 'customers',
  path: '/customer?type=particulier',
  apiPath: '/api/customer',
  scenarios: [
    {
      action: 'sort',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      // 'Achternaam' ascending is the default sort: that first click is answered from the cache.
      steps: sortSteps(['Voornaam', 'Gemeente', 'Achternaam']),
    },
    {
      action: 'filter',
      input: 'key',
      target: TYPED_TARGET_MS,
      note: "typed 'Achternaam', from the last key: 300 ms pause + 200",
      steps: ['ja', 'de', 'pe', 'wi', 'go', 'la'].map((text) => ({
        act: typeInto('Achternaam', text),
      })),
    },
    {
      action: 'page',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      note: '2 pages: each after a new sort',
      steps: sortSteps(['Voornaam', 'Gemeente', 'Achternaam']).map((sort) => ({
        setup: { act: sort.act, fetches: true },
        act: nextPage,
      })),
    },
  ],
};

const cases: ListBench = {
  list: 'cases',
  path: '/cases?status=Factureerbaar&status=Open&hideSurrogate=true',
  apiPath: '/api/case',
  scenarios: [
    {
      action: 'sort',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      steps: sortSteps(['Referentie', 'Paard', 'Klant']),
    },
    {
      action: 'filter',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      note: "'Hoofdactiviteit' options",
      steps: [
        'Embryotransfer',
        'Ovum pick up',
        'Sperma-afname',
        'ICSI-Embryotransfer',
        // Choosing one again takes it off: states not seen before.
        'Embryotransfer',
        'Ovum pick up',
      ].map((name, i) => ({
        act: option(name),
        // The menu stays open while options are chosen (a multiple select).
        ...(i === 0
          ? {
              setup: {
                act: (page: Page) =>
                  page.getByRole('combobox', { name: 'Hoofdactiviteit' }).click(),
                fetches: false,
              },
            }
          : {}),
      })),
    },
    {
      action: 'page',
      input: 'pointer',
      target: CLICK_TARGET_MS,
      steps: Array.from({ length: 6 }, () => ({ act: nextPage })),
    },
  ],
};

export const LIST_BENCHES: ListBench[] = [horses, customers, cases];

/** Measures each step of a scenario, starting from a fresh load of the list. */
export async function runScenario(
  page: Page,
  list: ListBench,
  scenario: Scenario,
): Promise<Outcome[]> {
  // A fresh load: an empty query cache, so every step asks the API.
  await page.goto(list.path);
  await rowsSettled(page);
  const outcomes: Outcome[] = [];
  for (const step of scenario.steps) {
    if (step.setup?.fetches)
      await measureInteraction(page, list.apiPath, 'pointer', () => step.setup!.act(page));
    else if (step.setup) {
      await step.setup.act(page);
      await page.waitForTimeout(300);
    }
    outcomes.push(
      await measureInteraction(page, list.apiPath, scenario.input, () => step.act(page)),
    );
  }
  return outcomes;
}
