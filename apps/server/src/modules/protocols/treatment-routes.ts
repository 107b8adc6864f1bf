import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  protocol,
  protocolListQuery,
  protocolListResult,
  protocolSearchQuery,
  type ProtocolInput,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { TreatmentService } from './treatments.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The calls protocols and lab tests share (spec 02 §7): POST/GET /{path}, GET /{path}/search,
 * GET/PUT/DELETE /{path}/{id}. `body` is `{protocol}` or `{labo}`; `input` takes the record out.
 */
export function registerTreatmentRoutes<B extends z.ZodType>(
  app: App,
  opts: {
    path: string;
    tags: string[];
    body: B;
    input: (body: z.output<B>) => ProtocolInput;
    service: TreatmentService;
  },
) {
  const { path, tags, body, input, service } = opts;
  app.post(
    `/${path}`,
    { schema: { tags, body, response: { 201: protocol, ...errorResponses } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await service.create(app.db, req.actor, input(req.body as z.output<B>))),
  );
  app.get(
    `/${path}`,
    {
      schema: {
        tags,
        querystring: protocolListQuery,
        response: { 200: protocolListResult, ...errorResponses },
      },
    },
    async (req) => service.list(app.db, req.query),
  );
  app.get(
    `/${path}/search`,
    {
      schema: {
        tags,
        querystring: protocolSearchQuery,
        response: { 200: protocolListResult.pick({ results: true }), ...errorResponses },
      },
    },
    async (req) => service.search(app.db, req.query),
  );
  app.get(
    `/${path}/:id`,
    { schema: { tags, params: idParams, response: { 200: protocol, ...errorResponses } } },
    async (req) => service.get(app.db, req.params.id),
  );
  app.put(
    `/${path}/:id`,
    {
      schema: { tags, params: idParams, body, response: { 200: protocol, ...errorResponses } },
    },
    async (req) => service.update(app.db, req.actor, req.params.id, input(req.body as z.output<B>)),
  );
  app.delete(
    `/${path}/:id`,
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.remove(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
}
