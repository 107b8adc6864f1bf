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
import { bodySchema, paramsIn, resolve, type Operation } from './openapi-types.ts';
import { missingFormats, missingLimits } from './schema-rules.ts';

/** The OpenAPI document, checked route by route against what the app registered. */
const harness = await createContractApp();
const doc = harness.document;
const routes = apiRoutes(harness.routes);
afterAll(() => harness.close());

const hasInput = (r: RegisteredRoute) =>
  Boolean(r.schema?.body || r.schema?.params || r.schema?.querystring || pathParams(r.url).length);
const errorRef = `#/components/schemas/${API_ERROR_COMPONENT}`;

/** The answers each route must document besides its own 2xx (lib/openapi.ts adds them). */
function expectedErrors(r: RegisteredRoute): string[] {
  const codes = ['429', '500'];
  if (hasInput(r)) codes.push('400');
  if (!isPublicPath(r.url)) codes.push('401', '403');
  if (r.schema?.body) codes.push('413', '415');
  return codes;
}

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
  // Body: documented exactly when the route validates one.
  expect(Boolean(bodySchema(op)), `${label} request body`).toBe(Boolean(r.schema?.body));
  // Answers: a 2xx with its schema (204: no content), the error answers as the ApiError shape.
  const success = Object.keys(op.responses).filter((c) => c.startsWith('2'));
  expect(success.length, `${label} has a 2xx answer`).toBeGreaterThan(0);
  for (const code of success) {
    const content = op.responses[code]?.content;
    if (code === '204') expect(content, `${label} 204 has no body`).toBeUndefined();
    else expect(content?.['application/json']?.schema, `${label} ${code} schema`).toBeTruthy();
  }
  for (const code of expectedErrors(r)) {
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
