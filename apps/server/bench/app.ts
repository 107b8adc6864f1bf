import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { signToken, testConfig, testKeys } from '../test/helpers.ts';

/** The app over a bench database, without a rate limit, and the headers of a valid token. */
export async function benchApp(
  database: Database,
): Promise<{ app: FastifyInstance; headers: Record<string, string> }> {
  const app = await buildApp({
    config: testConfig({ rateLimitMax: 10_000_000 }),
    database,
    authKeys: testKeys,
    logger: false,
  });
  return { app, headers: { authorization: `Bearer ${await signToken()}` } };
}
