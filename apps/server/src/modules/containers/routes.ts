import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  container,
  containerInput,
  containerListQuery,
  containerListResult,
  idParams,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const tags = ['containers'];

export const containerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/nitrogen-container',
    { schema: { tags, body: containerInput, response: { 201: container, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createContainer(app.db, req.actor, req.body)),
  );

  app.get(
    '/nitrogen-container',
    {
      schema: {
        tags,
        querystring: containerListQuery,
        response: { 200: containerListResult, ...errorResponses },
      },
    },
    async (req) => service.listContainers(app.db, req.query),
  );

  app.get(
    '/nitrogen-container/:id',
    { schema: { tags, params: idParams, response: { 200: container, ...errorResponses } } },
    async (req) => service.getContainer(app.db, req.params.id),
  );

  app.put(
    '/nitrogen-container/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: containerInput,
        response: { 200: container, ...errorResponses },
      },
    },
    async (req) => service.updateContainer(app.db, req.actor, req.params.id, req.body),
  );

  app.delete(
    '/nitrogen-container/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteContainer(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
