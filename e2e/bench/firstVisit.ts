import type { Browser, BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import { installProbes } from './probe.ts';

/** Logs in through the dev identity provider's form, as e2e/login.ts does, starting at `path`. */
export async function logIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.getByLabel('Gebruikersnaam').fill('dierenarts');
  await page.getByLabel('Wachtwoord').fill('stalboek');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await page.getByRole('link', { name: 'Stalboek' }).waitFor();
}

type Bytes = { transferred: number; decoded: number };

/** Counts the JavaScript the page downloads: bytes on the wire (headers + compressed body) and decoded. */
async function countScripts(cdp: CDPSession): Promise<{ total: () => Bytes & { files: number } }> {
  const scripts = new Map<string, Bytes & { url: string }>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' || e.response.mimeType.includes('javascript'))
      scripts.set(e.requestId, { transferred: 0, decoded: 0, url: e.response.url });
  });
  cdp.on('Network.dataReceived', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.transferred = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return {
    total: () => {
      const all = [...scripts.values()];
      if (process.env.BENCH_WEB_FILES)
        for (const s of all) console.log(`  ${s.transferred} ${s.decoded} ${s.url}`);
      const sum = (key: keyof Bytes) => all.reduce((n, s) => n + s[key], 0);
      return { files: all.length, transferred: sum('transferred'), decoded: sum('decoded') };
    },
  };
}

/** Waits until the page has shown home and its dashboard blocks have loaded. */
async function homeSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: /^Welkom/ }).waitFor();
  // The dashboard blocks fetch after the first paint; LCP may be one of them.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

async function lcpOf(page: Page): Promise<{ at: number; element: string }> {
  const lcp = await page.evaluate(() => window.__lcp);
  return lcp ?? { at: NaN, element: 'none' };
}

export type Visit = {
  js: Bytes & { files: number };
  /** LCP of the page the login lands on (home, the document of /callback). */
  afterLogin: { at: number; element: string };
  /** LCP of reloading home while logged in (browser cache warm). */
  reload: { at: number; element: string };
};

/** A first visit in a fresh browser profile: open the app, log in, land on home; then reload. */
export async function firstVisit(browser: Browser, options: BrowserContextOptions): Promise<Visit> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await installProbes(page);
    const scripts = await countScripts(await context.newCDPSession(page));
    await logIn(page);
    await homeSettled(page);
    const js = scripts.total();
    const afterLogin = await lcpOf(page);
    await page.reload();
    await homeSettled(page);
    return { js, afterLogin, reload: await lcpOf(page) };
  } finally {
    await context.close();
  }
}
