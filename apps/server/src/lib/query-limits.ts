import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Most query parameters (counting repeats) one request may carry. */
export const MAX_QUERY_PARAMS = 100;

/** Refuses a query string with too many parameters before any route looks at it. */
export function registerQueryLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const q = req.url.indexOf('?');
    if (q === -1) return;
    const count = req.url.slice(q + 1).split('&').length;
    if (count > MAX_QUERY_PARAMS) {
      throw new AppError('BAD_REQUEST', `Maximaal ${MAX_QUERY_PARAMS} queryparameters per verzoek`);
    }
  });
}
