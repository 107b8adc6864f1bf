import type { z } from 'zod';
import {
  protocol,
  protocolListQuery,
  protocolListResult,
  protocolSearchQuery,
  type ProtocolInput,
} from '@stalboek/domain';
import { registerResourceRoutes, type RouteApp } from '../../lib/resource-routes.ts';
import { ok } from '../../lib/route-schemas.ts';
import type { TreatmentService } from './treatments.ts';

/**
 * The calls protocols and lab tests share (spec 02 §7): POST/GET /{path}, GET /{path}/search,
 * GET/PUT/DELETE /{path}/{id}. `body` is `{protocol}` or `{labo}`; `input` takes the record out.
 */
export function registerTreatmentRoutes<B extends z.ZodType>(
  app: RouteApp,
  opts: {
    path: string;
    body: B;
    input: (body: z.output<B>) => ProtocolInput;
    service: TreatmentService;
  },
) {
  const { path, service } = opts;
  registerResourceRoutes(app, {
    ...opts,
    path: `/${path}`,
    item: protocol,
    list: { query: protocolListQuery, result: protocolListResult },
    beside: () =>
      app.get(
        `/${path}/search`,
        {
          schema: {
            querystring: protocolSearchQuery,
            response: ok(protocolListResult.pick({ results: true })),
          },
        },
        async (req) => service.search(app.db, req.query),
      ),
  });
}
