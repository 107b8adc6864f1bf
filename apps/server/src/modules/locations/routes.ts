import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableLocationsByStable,
  location,
  locationDetail,
  locationInput,
  locationListQuery,
  locationListResult,
  locationSearchQuery,
} from '@stalboek/domain';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/location',
    body: locationInput,
    input: (body) => body,
    item: location,
    detail: locationDetail,
    list: { query: locationListQuery, result: locationListResult },
    service: {
      create: service.createLocation,
      list: service.listLocations,
      get: service.getLocation,
      update: service.updateLocation,
      remove: service.deleteLocation,
    },
    beside: () => {
      app.get(
        '/location/available-locations',
        { schema: { response: ok(availableLocationsByStable) } },
        async () => service.availableLocations(app.db),
      );
      app.get(
        '/location/search',
        {
          schema: {
            querystring: locationSearchQuery,
            response: ok(z.object({ results: z.array(location) })),
          },
        },
        async (req) => service.searchLocations(app.db, req.query),
      );
    },
  });
};
