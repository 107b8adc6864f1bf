import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  horseBody,
  horseCreateBody,
  horseDetail,
  horseFilters,
  horseListQuery,
  horseListResult,
  horseSearchQuery,
  idParams,
  relocateBody,
} from '@stalboek/domain';
import { deleteById } from '../../lib/resource-routes.ts';
import { created, ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import { countHorses, listHorses } from './list.ts';
import { searchByCode, searchHorses } from './search.ts';
import { relocateHorses } from '../lodgings/index.ts';

const withWarnings = horseDetail.extend({ warnings: z.array(z.string()) });

export const horseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/horse/create',
    { schema: { body: horseCreateBody, response: created(withWarnings) } },
    async (req, reply) =>
      reply.status(201).send(await service.createHorse(app.db, req.actor, req.body.horse)),
  );
  app.get(
    '/horse',
    { schema: { querystring: horseListQuery, response: ok(horseListResult) } },
    async (req) => listHorses(app.db, req.query),
  );
  app.get(
    '/horse/count',
    {
      schema: {
        querystring: horseFilters,
        response: ok(z.object({ count: z.number().int() })),
      },
    },
    async (req) => countHorses(app.db, req.query),
  );
  app.get(
    '/horse/search',
    {
      schema: {
        querystring: horseSearchQuery,
        response: ok(horseListResult.pick({ results: true })),
      },
    },
    async (req) => searchHorses(app.db, req.query),
  );
  app.get(
    '/horse/microchip',
    {
      schema: {
        querystring: horseSearchQuery,
        response: ok(horseListResult.pick({ results: true })),
      },
    },
    async (req) => searchByCode(app.db, 'microchip', req.query),
  );
  app.get(
    '/horse/surrogateuid',
    {
      schema: {
        querystring: horseSearchQuery,
        response: ok(horseListResult.pick({ results: true })),
      },
    },
    async (req) => searchByCode(app.db, 'surrogate_uid', req.query),
  );
  app.put(
    '/horse/relocate',
    { schema: { body: relocateBody, response: ok(z.object({ moved: z.number().int() })) } },
    async (req) => relocateHorses(app.db, req.actor, req.body.horses, req.body.stable),
  );
  app.get('/horse/:id', { schema: { params: idParams, response: ok(horseDetail) } }, async (req) =>
    service.getHorse(app.db, req.params.id),
  );
  app.put(
    '/horse/:id',
    { schema: { params: idParams, body: horseBody, response: ok(horseDetail) } },
    async (req) => service.updateHorse(app.db, req.actor, req.params.id, req.body.horse),
  );
  deleteById(app, '/horse/:id', service.deleteHorse);
  // GET /horse/:id/embryos (the embryos tab) is the ICSI module's: modules/icsi/routes.ts.
};
