import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from './errors.ts';

export const MAX_JSON_DEPTH = 32;

/** A lone UTF-16 surrogate (`"\ud800"`): no text we store can hold it; it would become U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The nesting depth of a parsed body, or -1 when one of its strings or keys is not valid text. */
function depthOf(value: unknown, limit: number): number {
  // Iterative, so a hostile body cannot overflow the stack while we measure it.
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (typeof v === 'string' && LONE_SURROGATE.test(v)) return -1;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) max = d;
    if (max > limit) return max;
    for (const [key, child] of Object.entries(v)) {
      if (LONE_SURROGATE.test(key)) return -1;
      stack.push([child, d + 1]);
    }
  }
  return max;
}

/** JSON bodies: prototype-pollution keys refused, nesting deeper than MAX_JSON_DEPTH refused. */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
      });
    } catch {
      return done(new AppError('BAD_REQUEST', 'Ongeldige JSON in het verzoek'), undefined);
    }
    const depth = depthOf(parsed, MAX_JSON_DEPTH);
    if (depth < 0)
      return done(
        new AppError('BAD_REQUEST', 'Ongeldige tekens in de JSON van het verzoek'),
        undefined,
      );
    if (depth > MAX_JSON_DEPTH) {
      return done(
        new AppError('BAD_REQUEST', `JSON mag maximaal ${MAX_JSON_DEPTH} niveaus diep zijn`),
        undefined,
      );
    }
    done(null, parsed);
  });
}
