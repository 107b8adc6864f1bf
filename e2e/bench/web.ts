// `npm run bench:web`: the browser figures of issue 16 in Chromium — click-to-paint of a sort, a
// filter change and a page change on three lists, the first visit's JavaScript and the home page's
// LCP after login — each against its target, with a FAIL line when missed. Figures are printed,
// never asserted in tests; the exit code is 0 whether targets are met or not.
import { chromium, type BrowserContextOptions, type Page } from '@playwright/test';
import { startApp } from './app.ts';
import { firstVisit, logIn, type Visit } from './firstVisit.ts';
import { LIST_BENCHES, runScenario } from './lists.ts';
import { installProbes } from './probe.ts';
import { PAINT_HEADER, kB, median, ms, paintRow } from './report.ts';

const JS_TARGET_BYTES = 300_000;
const LCP_TARGET_MS = 1_000;
const VISITS = Number(process.env.BENCH_WEB_VISITS ?? 3);

async function listFigures(page: Page): Promise<string[]> {
  const fails: string[] = [];
  console.log(`\nClick-to-paint at 1440×900 (input event → the frame painting the new rows)\n`);
  console.log(PAINT_HEADER);
  const only = process.env.BENCH_WEB_LISTS?.split(',');
  for (const list of LIST_BENCHES.filter((l) => !only || only.includes(l.list))) {
    for (const scenario of list.scenarios) {
      const outcomes = await runScenario(page, list, scenario);
      const name = `${list.list} · ${scenario.action}${scenario.note ? ` (${scenario.note})` : ''}`;
      const { row, fail } = paintRow(name, scenario.target, outcomes);
      console.log(row);
      if (fail) fails.push(fail);
    }
  }
  return fails;
}

function visitFigures(visits: Visit[]): string[] {
  const fails: string[] = [];
  const js = visits[0]!.js;
  const range = (values: number[]) =>
    `${ms(median(values))} ms (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))})`;
  const afterLogin = visits.map((v) => v.afterLogin.at);
  const reload = visits.map((v) => v.reload.at);
  console.log(
    `\nFirst visit (fresh browser profile: open, log in, home), ${visits.length} visits\n`,
  );
  console.log(
    `- JavaScript: ${js.files} files, ${kB(js.transferred)} transferred (headers + compressed bodies), ${kB(js.decoded)} decoded; target ≤ ${kB(JS_TARGET_BYTES)} transferred`,
  );
  console.log(
    `- LCP of home after login: ${range(afterLogin)}; ${visits[0]!.afterLogin.element}; target ≤ ${LCP_TARGET_MS} ms`,
  );
  console.log(
    `- LCP of home reloaded while logged in: ${range(reload)}; ${visits[0]!.reload.element}; target ≤ ${LCP_TARGET_MS} ms`,
  );
  if (js.transferred > JS_TARGET_BYTES)
    fails.push(`FAIL first visit JavaScript: ${kB(js.transferred)} > ${kB(JS_TARGET_BYTES)}`);
  if (!(median(afterLogin) <= LCP_TARGET_MS))
    fails.push(
      `FAIL LCP of home after login: median ${ms(median(afterLogin))} ms > ${LCP_TARGET_MS} ms`,
    );
  if (!(median(reload) <= LCP_TARGET_MS))
    fails.push(`FAIL LCP of home reloaded: median ${ms(median(reload))} ms > ${LCP_TARGET_MS} ms`);
  return fails;
}

const app = await startApp();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const options: BrowserContextOptions = {
    baseURL: app.baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
  };
  console.log(
    `Stalboek web bench on ${app.baseURL} (Chromium, demo data; figures vary with the machine's load)`,
  );
  const visits: Visit[] = [];
  for (let i = 0; i < VISITS; i++) visits.push(await firstVisit(browser, options));
  const fails = visits.length ? visitFigures(visits) : [];

  const context = await browser.newContext(options);
  const page = await context.newPage();
  await installProbes(page);
  await logIn(page);
  fails.push(...(await listFigures(page)));
  await context.close();

  console.log(fails.length ? `\n${fails.join('\n')}` : '\nAll targets met.');
} finally {
  await browser.close();
  await app.stop();
}
