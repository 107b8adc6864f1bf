import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CASE_STATUSES,
  MAIN_ACTIVITIES,
  caseCreateBody,
  caseListQuery,
  caseSearchQuery,
  caseDetail,
  caseListResult,
  caseSearchResult,
  caseUpdateBody,
  idParams,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { listCases, searchCases } from './list.ts';
import * as service from './service.ts';

const tags = ['cases'];

/** Cases (spec 01 §7 Cases): list, search, create, the whole case, delete, and its config. */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/case',
    {
      schema: {
        tags,
        body: caseCreateBody,
        response: { 201: z.object({ _id: z.uuid() }), ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createCase(app.db, req.actor, req.body)),
  );
  app.get(
    '/case',
    {
      schema: {
        tags,
        querystring: caseListQuery,
        response: { 200: caseListResult, ...errorResponses },
      },
    },
    async (req) => listCases(app.db, req.query),
  );
  app.get(
    '/case/search',
    {
      schema: {
        tags,
        querystring: caseSearchQuery,
        response: { 200: caseSearchResult, ...errorResponses },
      },
    },
    async (req) => searchCases(app.db, req.query.searchValue, req.query.limit),
  );
  app.get(
    '/case/:id',
    { schema: { tags, params: idParams, response: { 200: caseDetail, ...errorResponses } } },
    async (req) => service.getCase(app.db, req.params.id),
  );
  app.put(
    '/case/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: caseUpdateBody,
        response: { 200: caseDetail, ...errorResponses },
      },
    },
    async (req) => service.updateCase(app.db, req.actor, req.params.id, req.body),
  );
  app.delete(
    '/case/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteCase(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/config/status',
    {
      schema: {
        tags,
        response: {
          200: z.object({
            statuses: z.array(z.enum(CASE_STATUSES)),
            activities: z.array(z.enum(MAIN_ACTIVITIES)),
          }),
        },
      },
    },
    async () => ({ statuses: [...CASE_STATUSES], activities: [...MAIN_ACTIVITIES] }),
  );
};
