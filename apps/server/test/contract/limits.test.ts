import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, MAX_REPEATED_PARAMS } from '@stalboek/domain';
import { BODY_LIMIT } from '../../src/app.ts';
import { MAX_JSON_DEPTH } from '../../src/lib/json-parser.ts';
import { MAX_QUERY_PARAMS } from '../../src/lib/query-limits.ts';
import { changed, rowCounts, tableNames } from './db-state.ts';
import {
  apiRoutes,
  createContractApp,
  expectDocumented,
  expectErrorShape,
  fillPath,
  operationOf,
  routeLabel,
} from './harness.ts';
import { accepts } from './json-accepts.ts';
import { bodySchema, paramsIn, resolve, type JsonSchema } from './openapi-types.ts';

/** The limits of DESIGN §4, each at its edge, on every route it applies to. */
const harness = await createContractApp();
const { db } = harness.database;
const doc = harness.document;
const routes = apiRoutes(harness.routes);
const tables = await tableNames(db);
afterAll(() => harness.close());

const someId = '00000000-0000-4000-8000-000000000000';
const url = (u: string, query = '') => fillPath(u, () => someId) + (query ? `?${query}` : '');
const bodyRoutes = routes.filter((r) => {
  const op = operationOf(doc, r);
  return op && bodySchema(op);
});

describe('limits', () => {
  it(`refuses a body over ${BODY_LIMIT} bytes with 413, on every route that takes one`, async () => {
    expect(bodyRoutes.length).toBeGreaterThan(0);
    const before = await rowCounts(db, tables);
    for (const r of bodyRoutes) {
      const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT) });
      const res = await harness.api({
        method: r.method as 'POST',
        url: url(r.url),
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, routeLabel(r)).toBe(413);
      expectDocumented(doc, r, 413);
      expect(expectErrorShape(res, r.method)?.error).toBe('Payload Too Large');
    }
    expect(changed(before, await rowCounts(db, tables))).toEqual([]);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400, not one level less`, async () => {
    const nest = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    for (const r of bodyRoutes) {
      const send = (depth: number) =>
        harness.api({
          method: r.method as 'POST',
          url: url(r.url),
          payload: nest(depth),
          headers: { 'content-type': 'application/json' },
        });
      const over = await send(MAX_JSON_DEPTH + 1);
      expect(over.statusCode, routeLabel(r)).toBe(400);
      expect(expectErrorShape(over, r.method)?.message).toContain(`${MAX_JSON_DEPTH} niveaus`);
      const at = await send(MAX_JSON_DEPTH);
      expect(at.body, `${routeLabel(r)} at the limit`).not.toContain('niveaus');
    }
  });

  it(`refuses more than ${MAX_REPEATED_PARAMS} values of one repeatable parameter with 400`, async () => {
    let checked = 0;
    for (const r of routes) {
      const op = operationOf(doc, r);
      for (const p of op ? paramsIn(op, 'query') : []) {
        const s = resolve(doc, p.schema);
        if (s.type !== 'array') continue;
        expect(s.maxItems, `${routeLabel(r)} ${p.name}`).toBe(MAX_REPEATED_PARAMS);
        const value = sampleItem(s.items ?? {});
        const query = (n: number) =>
          Array.from({ length: n }, () => `${p.name}=${encodeURIComponent(value)}`).join('&');
        const ok = await harness.api({
          method: r.method as 'GET',
          url: url(r.url, query(MAX_REPEATED_PARAMS)),
        });
        expect(ok.body, `${routeLabel(r)} ${MAX_REPEATED_PARAMS}× ${p.name}`).not.toContain(
          `querystring.${p.name}`,
        );
        const over = await harness.api({
          method: r.method as 'GET',
          url: url(r.url, query(MAX_REPEATED_PARAMS + 1)),
        });
        expect(over.statusCode, `${routeLabel(r)} ${MAX_REPEATED_PARAMS + 1}× ${p.name}`).toBe(400);
        expect(expectErrorShape(over, r.method)?.details?.map((d) => d.path)).toContain(
          `querystring.${p.name}`,
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it(`refuses more than ${MAX_QUERY_PARAMS} query parameters with 400, before the token check`, async () => {
    const query = (n: number) => Array.from({ length: n }, (_, i) => `x${i}=1`).join('&');
    expect(
      (await harness.api({ url: `/api/location?${query(MAX_QUERY_PARAMS)}` })).statusCode,
    ).toBe(200);
    const over = await harness.api({ url: `/api/location?${query(MAX_QUERY_PARAMS + 1)}` });
    expect(over.statusCode).toBe(400);
    expect(expectErrorShape(over, 'GET')?.message).toContain(`${MAX_QUERY_PARAMS}`);
    const anonymous = await harness.app.inject({
      url: `/api/location?${query(MAX_QUERY_PARAMS + 1)}`,
    });
    expect(anonymous.statusCode).toBe(400);
  });

  it(`caps limit at ${MAX_PAGE_SIZE}; -1 (all) only on the lists the spec loads whole`, async () => {
    const lists = routes.filter((r) => {
      const op = operationOf(doc, r);
      const names = op ? paramsIn(op, 'query').map((p) => p.name) : [];
      return names.includes('page') && names.includes('limit');
    });
    expect(lists.length).toBeGreaterThan(0);
    const allowsAll = lists.filter((r) => {
      const op = operationOf(doc, r);
      const limit = op && paramsIn(op, 'query').find((p) => p.name === 'limit');
      return limit ? accepts(doc, limit.schema, '-1', 'query') : false;
    });
    // DESIGN §4: `limit` at most 1000 unless -1 on a list the spec allows it for. The lodging
    // dialog loads every location of one stable (spec 01 'Lodging dialog and locations'); the
    // semen stock report loads every lot of an owner and stallion (spec 02 §9: -1), the ICSI
    // stock report every movement of an owner's or a mare's embryos.
    expect(allowsAll.map(routeLabel).sort()).toEqual([
      'GET /api/icsi/embryos/history',
      'GET /api/location',
      'GET /api/semen',
    ]);
    for (const r of lists) {
      const get = (limit: string) => harness.api({ url: url(r.url, `limit=${limit}`) });
      // A list under a missing parent (customer/:id/horse) answers 404: anything but a refused limit.
      expect(
        (await get(String(MAX_PAGE_SIZE))).statusCode,
        `${routeLabel(r)} limit=${MAX_PAGE_SIZE}`,
      ).not.toBe(400);
      for (const bad of [String(MAX_PAGE_SIZE + 1), '0', '-2', '1.5', 'abc']) {
        const res = await get(bad);
        expect(res.statusCode, `${routeLabel(r)} limit=${bad}`).toBe(400);
        expect(expectErrorShape(res, 'GET')?.details?.map((d) => d.path)).toContain(
          'querystring.limit',
        );
      }
      const all = await get('-1');
      if (allowsAll.includes(r)) {
        expect(all.statusCode, `${routeLabel(r)} limit=-1`).toBe(200);
        continue;
      }
      expect(all.statusCode, `${routeLabel(r)} limit=-1`).toBe(400);
      expect(expectErrorShape(all, 'GET')?.details).toContainEqual({
        path: 'querystring.limit',
        message: `limit moet tussen 1 en ${MAX_PAGE_SIZE} liggen`,
      });
    }
  });

  it('returns every location of a stable with limit=-1, beyond one page', async () => {
    const stable = 'Stal Contract';
    for (let i = 0; i < 12; i++) {
      const res = await harness.api({
        method: 'POST',
        url: '/api/location',
        payload: { stable, prefix: 'L', name: String(i + 1), places: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const all = await harness.api({
      url: `/api/location?stable=${encodeURIComponent(stable)}&limit=-1`,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 12 });
    expect(all.json().locations).toHaveLength(12);
    const paged = await harness.api({ url: `/api/location?stable=${encodeURIComponent(stable)}` });
    expect(paged.json().locations).toHaveLength(10);
  });

  it('answers router refusals (overlong parameter, bad encoding, unknown route) with the error shape', async () => {
    const long = await harness.api({ url: `/api/location/${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(414);
    expectErrorShape(long, 'GET');
    const encoding = await harness.api({ url: '/api/location/%E0%A4%A' });
    expect(encoding.statusCode).toBe(400);
    expectErrorShape(encoding, 'GET');
    const unknown = await harness.api({ url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expectErrorShape(unknown, 'GET');
  });
});

/** A value a repeatable parameter accepts: its first listed value, else plain text. */
function sampleItem(items: JsonSchema): string {
  const s = resolve(doc, items);
  const listed =
    s.enum?.find((e) => e !== null) ?? s.anyOf?.flatMap((b) => resolve(doc, b).enum ?? [])[0];
  if (listed !== undefined) return String(listed);
  if (s.type === 'boolean') return 'true';
  if (s.format === 'uuid') return someId;
  return 'a';
}
