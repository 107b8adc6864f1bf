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
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import { countHorses, listHorses } from './list.ts';
import { searchByCode, searchHorses } from './search.ts';
import { relocateHorses } from '../lodgings/relocate.ts';

const tags = ['horses'];
const withWarnings = horseDetail.extend({ warnings: z.array(z.string()) });

export const horseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/horse/create',
    { schema: { tags, body: horseCreateBody, response: { 201: withWarnings, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createHorse(app.db, req.actor, req.body.horse)),
  );
  app.get(
    '/horse',
    {
      schema: {
        tags,
        querystring: horseListQuery,
        response: { 200: horseListResult, ...errorResponses },
      },
    },
    async (req) => listHorses(app.db, req.query),
  );
  app.get(
    '/horse/count',
    {
      schema: {
        tags,
        querystring: horseFilters,
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses },
      },
    },
    async (req) => countHorses(app.db, req.query),
  );
  app.get(
    '/horse/search',
    {
      schema: {
        tags,
        querystring: horseSearchQuery,
        response: { 200: horseListResult.pick({ results: true }), ...errorResponses },
      },
    },
    async (req) => searchHorses(app.db, req.query),
  );
  app.get(
    '/horse/microchip',
    {
      schema: {
        tags,
        querystring: horseSearchQuery,
        response: { 200: horseListResult.pick({ results: true }), ...errorResponses },
      },
    },
    async (req) => searchByCode(app.db, 'microchip', req.query),
  );
  app.get(
    '/horse/surrogateuid',
    {
      schema: {
        tags,
        querystring: horseSearchQuery,
        response: { 200: horseListResult.pick({ results: true }), ...errorResponses },
      },
    },
    async (req) => searchByCode(app.db, 'surrogate_uid', req.query),
  );
  app.put(
    '/horse/relocate',
    {
      schema: {
        tags,
        body: relocateBody,
        response: { 200: z.object({ moved: z.number().int() }), ...errorResponses },
      },
    },
    async (req) => relocateHorses(app.db, req.actor, req.body.horses, req.body.stable),
  );
  app.get(
    '/horse/:id',
    { schema: { tags, params: idParams, response: { 200: horseDetail, ...errorResponses } } },
    async (req) => service.getHorse(app.db, req.params.id),
  );
  app.put(
    '/horse/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: horseBody,
        response: { 200: horseDetail, ...errorResponses },
      },
    },
    async (req) => service.updateHorse(app.db, req.actor, req.params.id, req.body.horse),
  );
  app.delete(
    '/horse/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteHorse(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/horse/:id/embryos',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({ results: z.array(z.object({ _id: z.uuid() })), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    // The ICSI module fills this; until then no embryos are linked to a horse.
    async (req) => {
      await service.getHorse(app.db, req.params.id);
      return { results: [], total: 0 };
    },
  );
  app.get(
    '/horse/:id/storage',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({
            icsi: z.array(z.object({ _id: z.uuid() })),
            semen: z.array(z.object({ _id: z.uuid() })),
          }),
          ...errorResponses,
        },
      },
    },
    // Storage costs come with the semen and ICSI modules.
    async (req) => {
      await service.getHorse(app.db, req.params.id);
      return { icsi: [], semen: [] };
    },
  );
};
