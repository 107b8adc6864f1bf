import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@stalboek/domain';
import { isPublicPath } from '../auth/public-routes.ts';

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
  415: 'Unsupported content type',
  429: 'Too many requests: retry after the `retry-after` header',
  500: 'Server fault',
};

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** zod's openapi-3.0 rendering of z.null(): no body at all, as a 204 has. */
const isNullSchema = (s: Json) =>
  s.nullable === true && Array.isArray(s.enum) && s.enum.length === 1 && s.enum[0] === null;

/**
 * The error answers a route can give besides its own: every route can be rate limited or fail;
 * a route that takes input can refuse it; a guarded route can refuse the token; a route with a
 * body can refuse its size or type. Declared here once, so no module can forget them.
 */
function implicitErrors(schema: FastifySchema, guarded: boolean): number[] {
  const codes = [429, 500];
  if (schema.body || schema.params || schema.querystring || schema.headers) codes.push(400);
  if (guarded) codes.push(401, 403);
  if (schema.body) codes.push(413, 415);
  return codes;
}

/**
 * jsonSchemaTransform (zod → JSON schema), completed: the implicit error answers, the error
 * shape as a $ref, a description per answer, no body for a null answer (204), and
 * `security: []` on the public routes of auth/public-routes.ts.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url } = input;
  if (!schema || (schema as { hide?: boolean }).hide) return jsonSchemaTransform(input);
  const guarded = !isPublicPath(url);
  const own = isJson(schema.response) ? schema.response : {};
  const response: Json = {};
  for (const code of implicitErrors(schema, guarded)) response[code] = apiError;
  Object.assign(response, own);
  const security = guarded || schema.security ? {} : { security: [] };
  const out = jsonSchemaTransform({ ...input, schema: { ...schema, ...security, response } });
  const converted = isJson(out.schema.response) ? out.schema.response : {};
  for (const [code, json] of Object.entries(converted)) {
    if (!isJson(json)) continue;
    const description = json.description ?? responseDescriptions[code] ?? `HTTP ${code}`;
    // A $ref's siblings are lost when @fastify/swagger resolves it, except a plain description.
    if (response[code] === apiError) converted[code] = { ...apiErrorRef, description };
    else if (isNullSchema(json)) converted[code] = { type: 'null', [DESCRIPTION]: description };
    else json[DESCRIPTION] = description;
  }
  return out;
};
