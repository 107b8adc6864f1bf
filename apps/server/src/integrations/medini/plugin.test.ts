import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { MediniUnavailable } from './client.ts';
import { mediniPlugin } from './plugin.ts';
import { loadConfig } from '../../config.ts';

async function appWith(medini: Parameters<typeof mediniPlugin>[1]['config']) {
  const app = Fastify({ logger: false });
  await app.register(mediniPlugin, { config: medini });
  await app.ready();
  return app;
}

describe('Medini plugin and configuration', () => {
  test('the simulator is on in dev (no MEDINI_URL, no OIDC_ISSUER), off in production', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).medini.simulator).toBe(true);
    const prod = loadConfig({
      OIDC_ISSUER: 'https://login.example.be/realms/kliniek',
    } as NodeJS.ProcessEnv);
    expect(prod.medini).toMatchObject({ simulator: false, url: undefined });
    const real = loadConfig({ MEDINI_URL: 'https://feed.medini.test/v1' } as NodeJS.ProcessEnv);
    expect(real.medini).toMatchObject({ simulator: false, url: 'https://feed.medini.test/v1' });
    const asked = loadConfig({
      OIDC_ISSUER: 'https://login.example.be/realms/kliniek',
      MEDINI_SIMULATOR: 'true',
    } as NodeJS.ProcessEnv);
    expect(asked.medini.simulator).toBe(true);
  });

  test('with the simulator: it starts on loopback at the first fetch and stops with the app', async () => {
    const app = await appWith({ url: undefined, apiKey: 'k', simulator: true, timeoutMs: 2000 });
    const lines = await app.medini.fetchLines();
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.some((l) => l.dosage == null || l.expirationDate == null)).toBe(true);
    await app.close();
  });

  test('with neither a URL nor the simulator every fetch is MediniUnavailable', async () => {
    const app = await appWith({ url: undefined, apiKey: 'k', simulator: false, timeoutMs: 300 });
    await expect(app.medini.fetchLines()).rejects.toBeInstanceOf(MediniUnavailable);
    await app.close();
  });
});
