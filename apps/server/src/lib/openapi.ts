import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@stalboek/domain';
import { isPublicPath } from '../auth/public-routes.ts';
import { impliedError } from './route-schemas.ts';
import { PART_TYPES } from './uploads.ts';

/** The error shape, once, as a component every error answer refers to. */
export const API_ERROR_COMPONENT = 'ApiError';
const apiErrorRef = { $ref: `#/components/schemas/${API_ERROR_COMPONENT}` };

export function openapiComponents(): Record<string, OpenAPIV3.SchemaObject> {
  const { $schema: _schema, ...json } = z.toJSONSchema(apiError, {
    target: 'openapi-3.0',
    io: 'output',
  });
  return { [API_ERROR_COMPONENT]: json as OpenAPIV3.SchemaObject };
}

/** Read by @fastify/swagger as a response's description, and removed from its schema. */
const DESCRIPTION = 'x-response-description';
export const responseDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Bad input: `details` names each field',
  401: 'No token, or an invalid, expired or foreign one',
  403: "The token lacks the scope 'full_access'",
  404: 'Not found',
  409: 'A business rule refused the request (message in Dutch)',
  413: 'Request body too large',
  414: 'A path parameter is longer than the router allows',
  415: 'Unsupported content type',
  429: 'Too many requests: retry after the `retry-after` header',
  500: 'Server fault',
  503: 'The database cannot be reached for a moment: retry (message in Dutch)',
};

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** zod's openapi-3.0 rendering of z.null(): no body at all, as a 204 has. */
const isNullSchema = (s: Json) =>
  s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

/** Whether a converted JSON schema holds an id (`format: uuid`) anywhere. */
function namesARow(schema: unknown, depth = 0): boolean {
  if (!isJson(schema) || depth > 12) return false;
  if (schema.format === 'uuid') return true;
  const children = [
    ...Object.values(isJson(schema.properties) ? schema.properties : {}),
    schema.items,
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(schema[k]) ? schema[k] : [])),
  ];
  return children.some((c) => namesARow(c, depth + 1));
}

/** The parts of a route that decide which error answers it can give. */
export type RouteShape = {
  method: string;
  guarded: boolean;
  /** Path parameters (`/horse/:id`). */
  params: boolean;
  /** A JSON or multipart body. */
  body: boolean;
  /** The body names a row by id (a horse, a location ...). */
  bodyNamesARow: boolean;
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The error answers a route can give by its shape, computed, never copied: every request can be
 * rate limited (429), carry too many or badly encoded query parameters (400), meet a fault (500)
 * or a database that cannot be reached for a moment (503); a guarded route refuses tokens (401,
 * 403); a path parameter can be too long for the router (414) or name a row that is not there
 * (404), as can an id in the body; a body can be too large (413) or of another type (415); a
 * write can be refused by a business rule (409). A read a business rule can refuse declares its
 * 409 itself (`409: apiError`).
 */
export function impliedErrors(shape: RouteShape): number[] {
  const codes = [400, 429, 500, 503];
  if (shape.guarded) codes.push(401, 403);
  if (shape.params) codes.push(404, 414);
  else if (shape.bodyNamesARow) codes.push(404);
  if (shape.body) codes.push(413, 415);
  if (!READS.has(shape.method)) codes.push(409);
  return codes.sort();
}

/** The route's own answers: its 2xx and any error it declared with `apiError` itself. */
function ownResponses(schema: FastifySchema): Json {
  const own = isJson(schema.response) ? schema.response : {};
  return Object.fromEntries(Object.entries(own).filter(([, v]) => v !== impliedError));
}

/**
 * jsonSchemaTransform (zod → JSON schema), completed: the implicit error answers, the error
 * shape as a $ref, a description per answer, no body for a null answer (204), and
 * `security: []` on the public routes of auth/public-routes.ts.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const guarded = !isPublicPath(url);
  const { multipartBody, ...rest } = schema;
  // An upload's form is documented as its body (Fastify itself never sees it as one).
  const body = multipartBody ? { body: multipartBody, consumes: ['multipart/form-data'] } : {};
  const security = guarded || schema.security ? {} : { security: [] };
  const shapeOnly = jsonSchemaTransform({ ...input, schema: { ...rest, ...body, response: {} } });
  const method = [route.method].flat()[0] ?? 'GET';
  const shape: RouteShape = {
    method,
    guarded,
    params: Boolean(schema.params) || url.includes(':'),
    body: Boolean(schema.body ?? multipartBody),
    bodyNamesARow: namesARow(shapeOnly.schema.body),
  };
  const response: Json = {};
  for (const code of impliedErrors(shape)) response[code] = apiError;
  Object.assign(response, ownResponses(schema));
  const out = jsonSchemaTransform({
    ...input,
    schema: { ...rest, ...body, ...security, response },
  });
  const converted = isJson(out.schema.response) ? out.schema.response : {};
  for (const [code, json] of Object.entries(converted)) {
    if (!isJson(json)) continue;
    const description = json.description ?? responseDescriptions[code] ?? `HTTP ${code}`;
    // A $ref's siblings are lost when @fastify/swagger resolves it, except a plain description.
    if (response[code] === apiError) converted[code] = { ...apiErrorRef, description };
    else if (isNullSchema(json)) converted[code] = { type: 'null', [DESCRIPTION]: description };
    else if (!isJson(json.content)) json[DESCRIPTION] = description;
  }
  return out;
};

/**
 * The finished document: the media types of each multipart part (PART_TYPES on its schema)
 * become that part's `encoding.contentType`, where OpenAPI 3.0 says them.
 */
export const openapiDocumentTransform: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const { openapiObject } = input;
  const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const operation of Object.values(paths).flatMap((p) => Object.values(p))) {
    const requestBody = isJson(operation) ? operation.requestBody : undefined;
    const content = isJson(requestBody) ? requestBody.content : undefined;
    const form = isJson(content) ? content['multipart/form-data'] : undefined;
    if (!isJson(form) || !isJson(form.schema) || !isJson(form.schema.properties)) continue;
    const encoding: Json = {};
    for (const [name, part] of Object.entries(form.schema.properties)) {
      if (!isJson(part) || !Array.isArray(part[PART_TYPES])) continue;
      encoding[name] = { contentType: (part[PART_TYPES] as string[]).join(', ') };
      delete part[PART_TYPES];
    }
    if (Object.keys(encoding).length) form.encoding = encoding;
  }
  return openapiObject;
};
