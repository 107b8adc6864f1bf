import { afterAll, describe, expect, it } from 'vitest';
import { isPublicPath } from '../../src/auth/public-routes.ts';
import { API_ERROR_COMPONENT } from '../../src/lib/openapi.ts';
import {
  apiRoutes,
  createContractApp,
  openApiPath,
  operationOf,
  pathParams,
  routeLabel,
  type RegisteredRoute,
} from './harness.ts';
import { STORED_FILE_TYPES } from '../../src/lib/uploads.ts';
import { formSchema } from './multipart.ts';
import { bodySchema, paramsIn, resolve, type Operation } from './openapi-types.ts';
import { missingFormats, missingLimits } from './schema-rules.ts';

/** The OpenAPI document, checked route by route against what the app registered. */
const harness = await createContractApp();
const doc = harness.document;
const routes = apiRoutes(harness.routes);
afterAll(() => harness.close());

const errorRef = `#/components/schemas/${API_ERROR_COMPONENT}`;

/** Media types a route may answer with besides JSON: stored files, PDFs we make, CSV exports. */
const DOWNLOAD_TYPES = [...STORED_FILE_TYPES, 'text/csv'];

/** The upload routes: they read a multipart form (lib/uploads.ts), and say so. */
const isUpload = (r: RegisteredRoute) =>
  Boolean(r.schema?.multipartBody) ||
  [(r.schema as { consumes?: string[] } | undefined)?.consumes ?? []]
    .flat()
    .includes('multipart/form-data');

const zodKeys = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape).sort() : [];
};

function checkOperation(r: RegisteredRoute, op: Operation): void {
  const label = routeLabel(r);
  // Path parameters: each one documented, required, with a schema.
  const documented = paramsIn(op, 'path');
  expect(documented.map((p) => p.name).sort(), `${label} path parameters`).toEqual(
    pathParams(r.url).sort(),
  );
  for (const p of documented)
    expect(p.required && (p.schema.type ?? p.schema.$ref), `${label} path.${p.name}`).toBeTruthy();
  // Query parameters: exactly the keys of the route's zod querystring schema.
  const query = paramsIn(op, 'query');
  expect(query.map((p) => p.name).sort(), `${label} query parameters`).toEqual(
    zodKeys(r.schema?.querystring),
  );
  for (const p of query) {
    const s = resolve(doc, p.schema);
    if (s.type === 'array')
      expect(p.required, `${label} query.${p.name}: a repeatable parameter may be left out`).toBe(
        false,
      );
    if (p.name === 'sortBy')
      expect(s.items?.enum?.length, `${label} sortBy lists its fields`).toBeGreaterThan(0);
  }
  // Body: JSON exactly when the route validates one; an upload's multipart form, file included.
  expect(Boolean(bodySchema(op)), `${label} JSON request body`).toBe(Boolean(r.schema?.body));
  const form = formSchema(op);
  expect(Boolean(form), `${label} multipart request body`).toBe(isUpload(r));
  if (form) {
    const properties = Object.entries(resolve(doc, form.schema).properties ?? {});
    const files = properties.filter(([, p]) => resolve(doc, p).format === 'binary');
    expect(
      files.map(([n]) => n),
      `${label} has a binary file part`,
    ).toContain('file');
    for (const [name] of files)
      expect(form.types[name]?.length, `${label} ${name}: its media types`).toBeGreaterThan(0);
    expect(op.requestBody?.required, `${label} body required`).toBe(true);
  }
  // Answers: a 2xx with its schema — JSON, a file under each media type it can have, or no
  // content (204) — and every error answer the ApiError shape.
  const success = Object.keys(op.responses).filter((c) => c.startsWith('2'));
  expect(success.length, `${label} has a 2xx answer`).toBeGreaterThan(0);
  for (const code of success) {
    const content = op.responses[code]?.content;
    if (code === '204') {
      expect(content, `${label} 204 has no body`).toBeUndefined();
      continue;
    }
    const types = Object.keys(content ?? {});
    if (types.includes('application/json')) {
      expect(types, `${label} ${code}: JSON only`).toEqual(['application/json']);
      expect(content?.['application/json']?.schema, `${label} ${code} schema`).toBeTruthy();
      continue;
    }
    expect(types.length, `${label} ${code} has a media type`).toBeGreaterThan(0);
    for (const type of types) {
      expect(DOWNLOAD_TYPES, `${label} ${code} ${type}`).toContain(type);
      expect(content?.[type]?.schema, `${label} ${code} ${type} is a file`).toMatchObject({
        type: 'string',
        format: 'binary',
      });
    }
  }
  const errors = Object.keys(op.responses).filter((c) => Number(c) >= 400);
  expect(errors, `${label} documents the answers every request can get`).toEqual(
    expect.arrayContaining(['400', '429', '500', '503']),
  );
  for (const code of errors) {
    expect(
      op.responses[code]?.content?.['application/json']?.schema?.$ref,
      `${label} ${code} is ApiError`,
    ).toBe(errorRef);
  }
  for (const [code, res] of Object.entries(op.responses)) {
    expect(
      res.description && res.description !== 'Default Response',
      `${label} ${code} description`,
    ).toBeTruthy();
  }
  // Security: public routes say so, the others inherit the bearer requirement.
  if (isPublicPath(r.url)) expect(op.security, `${label} is public`).toEqual([]);
  else
    expect(op.security === undefined || op.security.length > 0, `${label} needs a token`).toBe(
      true,
    );
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3, served as JSON and browsable at /api/docs', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.schemas?.[API_ERROR_COMPONENT]?.required).toEqual([
      'statusCode',
      'error',
      'message',
    ]);
    expect(doc.security).toEqual([{ bearer: [] }]);
    const ui = await harness.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect((await harness.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('documents every /api route, and nothing else', () => {
    const registered = new Set(
      routes.map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    const inDoc = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m} ${p}`),
    );
    expect(
      [...registered].filter((k) => !inDoc.includes(k)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      inDoc.filter((k) => !registered.has(k)),
      'documented operations no route serves',
    ).toEqual([]);
  });

  it('registers each method and path once, and answers a path with a trailing slash as without', async () => {
    const labels = routes.map(routeLabel);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(routes.filter((r) => r.url.length > 5 && r.url.endsWith('/')).map(routeLabel)).toEqual(
      [],
    );
    // Spec 01 §7 writes `POST /api/search-result/`: the route, not a 404.
    const search = await harness.api({ method: 'POST', url: '/api/search-result/', payload: {} });
    expect(search.statusCode).toBe(400);
    expect(search.json().details?.[0]?.path).toBe('body.searchResult');
    expect((await harness.api({ url: '/api/config/colors/' })).statusCode).toBe(200);
  });

  it('documents what a route can answer, not every error: a config list takes no id or body', () => {
    const colors = routes.find((r) => routeLabel(r) === 'GET /api/config/colors');
    const op = colors && operationOf(doc, colors);
    expect(Object.keys(op?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '403', '429', '500', '503'].sort(),
    );
    const byId = routes.find((r) => routeLabel(r) === 'GET /api/horse/:id');
    const horse = byId && operationOf(doc, byId);
    expect(Object.keys(horse?.responses ?? {})).toEqual(expect.arrayContaining(['404', '414']));
    expect(Object.keys(horse?.responses ?? {})).not.toContain('409');
  });

  it('hides no guarded /api route (only the public docs may be hidden)', () => {
    const hidden = harness.routes.filter(
      (r) => r.url.startsWith('/api/') && r.hidden && !isPublicPath(r.url),
    );
    expect(hidden.map(routeLabel)).toEqual([]);
  });

  for (const r of routes) {
    it(`${routeLabel(r)}: parameters, body, answers, security`, () => {
      const op = operationOf(doc, r);
      if (!op) throw new Error(`${routeLabel(r)} is not in the document`);
      checkOperation(r, op);
    });
  }

  it('limits every input: text by length, lists by count, numbers by a maximum', () => {
    const findings = routes.flatMap((r) => {
      const op = operationOf(doc, r);
      return op ? missingLimits(doc, op, routeLabel(r)) : [];
    });
    expect(findings).toEqual([]);
  });

  it('documents ids as format uuid and dates as date-time', () => {
    const findings = routes.flatMap((r) => {
      const op = operationOf(doc, r);
      return op ? missingFormats(doc, op, routeLabel(r)) : [];
    });
    expect(findings).toEqual([]);
  });
});
