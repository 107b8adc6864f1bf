import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { requireAuth } from '../src/auth/verify.ts';
import { tokenVerifier } from '../src/auth/token-verifier.ts';
import type { Database } from '../src/db/client.ts';
import { AUDIENCE, ISSUER, signToken, testConfig, testKeys } from '../test/helpers.ts';

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
  // Valid for the whole run: a bench of every list takes longer than a test token's 5 minutes.
  const token = await signToken({}, { expiresIn: '12h' });
  return { app, headers: { authorization: `Bearer ${token}` } };
}

/** What the static route answers: these bytes, as this content type. */
export type StaticAnswer = { body: string; type: string };

/**
 * `GET /api/bench/static`: a route of the same app behind the same hooks (security headers, rate
 * limit, query limits) and the same token check as the lists (a verifier like the app's, remembering
 * the token), that answers the bytes last put in `answer` without any database or serialisation
 * work: a list's ceiling in this app. `GET /api/bench/public-static` answers the same without the
 * token check (what the check costs). Register before the app listens.
 */
export async function addStaticRoutes(app: FastifyInstance): Promise<StaticAnswer> {
  const answer: StaticAnswer = { body: '{}', type: 'application/json; charset=utf-8' };
  const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: testKeys });
  const route = (api: FastifyInstance, path: string) =>
    api.get(path, { schema: { hide: true } }, (_req, reply) =>
      reply.type(answer.type).send(answer.body),
    );
  await app.register(
    async (api) => {
      requireAuth(api, { verify });
      route(api, '/bench/static');
    },
    { prefix: '/api' },
  );
  await app.register(async (api) => route(api, '/bench/public-static'), { prefix: '/api' });
  return answer;
}
