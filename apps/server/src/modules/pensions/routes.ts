import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  pension,
  pensionBody,
  pensionListQuery,
  pensionListResult,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const tags = ['pensions'];

export const pensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pension',
    { schema: { tags, body: pensionBody, response: { 201: pension, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createPension(app.db, req.actor, req.body.pension)),
  );
  app.get(
    '/pension',
    {
      schema: {
        tags,
        querystring: pensionListQuery,
        response: { 200: pensionListResult, ...errorResponses },
      },
    },
    async (req) => service.listPensions(app.db, req.query),
  );
  app.get(
    '/pension/:id',
    { schema: { tags, params: idParams, response: { 200: pension, ...errorResponses } } },
    async (req) => service.getPension(app.db, req.params.id),
  );
  app.put(
    '/pension/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: pensionBody,
        response: { 200: pension, ...errorResponses },
      },
    },
    async (req) => service.updatePension(app.db, req.actor, req.params.id, req.body.pension),
  );
  app.delete(
    '/pension/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deletePension(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
