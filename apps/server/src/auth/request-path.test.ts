import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, signToken, testConfig, testKeys } from '../../test/helpers.ts';

// The rate limiter (keyed on the verified subject) and the token check both ask the verifier:
// on the request path that must stay one signature check per token (decision 28).
let database: Database;
let app: FastifyInstance;
let signatureChecks = 0;
const countingKeys: JWTVerifyGetKey = (header, token) => {
  signatureChecks += 1;
  return testKeys(header, token);
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database, authKeys: countingKeys, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('a token is verified once on the request path', () => {
  test('five requests with one token, through the rate limit and the token check: one check', async () => {
    const headers = { authorization: `Bearer ${await signToken({ sub: 'een' })}` };
    signatureChecks = 0;
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/location', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBeDefined();
    }
    expect(signatureChecks).toBe(1);
  });

  test('another token is checked on its own', async () => {
    signatureChecks = 0;
    for (const sub of ['twee', 'drie']) {
      const headers = { authorization: `Bearer ${await signToken({ sub })}` };
      expect((await app.inject({ method: 'GET', url: '/api/location', headers })).statusCode).toBe(
        200,
      );
    }
    expect(signatureChecks).toBe(2);
  });
});
