import type { Page } from '@playwright/test';

/** Calls the API with the signed-in user's token, as the app itself does. */
export async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user'));
    const token = key ? (JSON.parse(localStorage.getItem(key) ?? '{}').access_token as string) : '';
    const res = await fetch(p, { headers: { authorization: `Bearer ${token}` } });
    return res.json();
  }, path) as Promise<T>;
}
