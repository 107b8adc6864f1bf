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

/** Location page 1 as the app's statement reads it, written by hand. */
const PLAIN_LOCATION_SQL = `select id, stable, prefix, name, places, occupants, created_at, updated_at
  from location order by stable asc, label_sort asc, id asc limit 10`;

/**
 * `GET /api/bench/plain-location`: the ceiling of a list in this app on this machine. Behind the
 * same hooks and token check, one hand-written statement for 10 rows sent through the driver
 * itself (named on the server, so parsed and planned once per connection), no ORM, no mapping and
 * no count, its rows written by JSON.stringify. A list that sends one statement cannot beat it:
 * what it loses to it is our own code.
 */
function plainLocationRoute(api: FastifyInstance, database: Database): void {
  const client = (database.db as unknown as { $client: PlainClient }).$client;
  const query =
    database.kind === 'postgres'
      ? () => client.query({ name: 'bench_plain_location', text: PLAIN_LOCATION_SQL })
      : () => client.query(PLAIN_LOCATION_SQL);
  api.get('/bench/plain-location', { schema: { hide: true } }, async (_req, reply) => {
    const { rows } = await query();
    const total = rows.length;
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ results: rows, total }));
  });
}
type PlainClient = {
  query(q: string | { name: string; text: string }): Promise<{ rows: unknown[] }>;
};

/**
 * `GET /api/bench/static`: a route of the same app behind the same hooks (security headers, rate
 * limit, query limits) and the same token check as the lists (a verifier like the app's, remembering
 * the token), that answers the bytes last put in `answer` without any database or serialisation
 * work: a list's ceiling in this app. `GET /api/bench/public-static` answers the same without the
 * token check (what the check costs). Register before the app listens.
 */
export async function addStaticRoutes(
  app: FastifyInstance,
  database: Database,
): Promise<StaticAnswer> {
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
      plainLocationRoute(api, database);
    },
    { prefix: '/api' },
  );
  await app.register(async (api) => route(api, '/bench/public-static'), { prefix: '/api' });
  return answer;
}
