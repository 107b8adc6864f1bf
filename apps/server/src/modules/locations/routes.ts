import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableLocationsByStable,
  idParams,
  location,
  locationDetail,
  locationInput,
  locationListQuery,
  locationListResult,
  locationSearchQuery,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const tags = ['locations'];

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/location',
    { schema: { tags, body: locationInput, response: { 201: location, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createLocation(app.db, req.actor, req.body)),
  );

  app.get(
    '/location',
    {
      schema: {
        tags,
        querystring: locationListQuery,
        response: { 200: locationListResult, ...errorResponses },
      },
    },
    async (req) => service.listLocations(app.db, req.query),
  );

  app.get(
    '/location/available-locations',
    { schema: { tags, response: { 200: availableLocationsByStable, ...errorResponses } } },
    async () => service.availableLocations(app.db),
  );

  app.get(
    '/location/search',
    {
      schema: {
        tags,
        querystring: locationSearchQuery,
        response: { 200: z.object({ results: z.array(location) }), ...errorResponses },
      },
    },
    async (req) => service.searchLocations(app.db, req.query),
  );

  app.get(
    '/location/:id',
    { schema: { tags, params: idParams, response: { 200: locationDetail, ...errorResponses } } },
    async (req) => service.getLocation(app.db, req.params.id),
  );

  app.put(
    '/location/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: locationInput,
        response: { 200: location, ...errorResponses },
      },
    },
    async (req) => service.updateLocation(app.db, req.actor, req.params.id, req.body),
  );

  app.delete(
    '/location/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteLocation(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
