import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { login } from './login.ts';

// Issue 17 item 1: PUBLIC_URL says localhost, but a tablet in the stable opens the app on the
// machine's network address, and someone at the machine may type 127.0.0.1.

/** This machine's first non-loopback IPv4 address: what the start log prints for a tablet. */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address to open the app on');
  return address;
}

for (const [where, host] of [
  ['127.0.0.1', () => '127.0.0.1'],
  ['the network address', networkAddress],
] as const) {
  test(`logs in on ${where} and stays there`, async ({ page, baseURL }) => {
    const origin = `http://${host()}:${new URL(baseURL ?? '').port}`;
    await login(page, `${origin}/horse`);
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByRole('heading', { name: 'Paarden' })).toBeVisible();
  });
}
