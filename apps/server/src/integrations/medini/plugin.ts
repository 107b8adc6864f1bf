import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createMediniClient, MediniUnavailable, type MediniClient } from './client.ts';
import { startMediniSimulator, type MediniSimulator } from './simulator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Medini delivery feed (the real one, the loopback simulator, or none configured). */
    medini: MediniClient;
  }
}

/**
 * Provides `app.medini`. With the simulator (dev, or MEDINI_SIMULATOR=true) it starts on
 * 127.0.0.1 on a free port at the first fetch and stops with the app; with MEDINI_URL the real
 * feed is read; with neither every fetch fails as 'unavailable' (logged).
 */
export const mediniPlugin = fp<{ config: Config['medini'] }>(async (app, { config }) => {
  let simulator: Promise<MediniSimulator> | undefined;
  const log = app.log.child({ integration: 'medini' });
  const startSimulator = async () => {
    const sim = await startMediniSimulator({ apiKey: config.apiKey });
    log.info({ url: sim.url }, 'Medini simulator started on loopback');
    return sim;
  };
  const url = config.simulator
    ? async () => (await (simulator ??= startSimulator())).url
    : config.url;
  const client: MediniClient = url
    ? createMediniClient({ url, apiKey: config.apiKey, timeoutMs: config.timeoutMs, log })
    : {
        fetchLines: async () => {
          const err = new MediniUnavailable('MEDINI_URL is not set');
          log.error({ err }, 'Medini delivery feed not configured');
          throw err;
        },
      };
  app.decorate('medini', client);
  app.addHook('onClose', async () => {
    if (simulator) await (await simulator).close();
  });
});
