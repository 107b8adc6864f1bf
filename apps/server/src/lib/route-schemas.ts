import { z } from 'zod';
import { apiError } from '@stalboek/domain';

/**
 * Stands for "the error answers this route can give by its shape": lib/openapi.ts replaces it
 * with the set it computes from the route (input, path parameters, body, method, guard), so a
 * route that takes no input documents no 404, a read no 409. An answer a route gives for a
 * reason of its own (a read refused by a business rule: 409; a feed that is down: 502) is
 * declared with `apiError` itself, and stays.
 */
export const impliedError = apiError.meta({ description: 'implied by the route (lib/openapi.ts)' });

/** Spread into a route's `response`: the error answers lib/openapi.ts computes for it. */
export const errorResponses = {
  400: impliedError,
  401: impliedError,
  403: impliedError,
  404: impliedError,
  409: impliedError,
  429: impliedError,
} as const;

/** A route's answers: 200 with `schema`, and the error answers computed for it. */
export const ok = <T>(schema: T) => ({ 200: schema, ...errorResponses });

/** A route's answers: 201 with the created `schema`, and the computed error answers. */
export const created = <T>(schema: T) => ({ 201: schema, ...errorResponses });

/** A route's answers: 204 without a body, and the computed error answers. */
export const noContent = { 204: z.null(), ...errorResponses };
