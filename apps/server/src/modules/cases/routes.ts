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
import { deleteById } from '../../lib/resource-routes.ts';
import { created, ok } from '../../lib/route-schemas.ts';
import { listCases, searchCases } from './list.ts';
import * as service from './service.ts';

/** Cases (spec 01 §7 Cases): list, search, create, the whole case, delete, and its config. */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/case',
    { schema: { body: caseCreateBody, response: created(z.object({ _id: z.uuid() })) } },
    async (req, reply) =>
      reply.status(201).send(await service.createCase(app.db, req.actor, req.body)),
  );
  app.get(
    '/case',
    { schema: { querystring: caseListQuery, response: ok(caseListResult) } },
    async (req) => listCases(app.db, req.query),
  );
  app.get(
    '/case/search',
    { schema: { querystring: caseSearchQuery, response: ok(caseSearchResult) } },
    async (req) => searchCases(app.db, req.query.searchValue, req.query.limit),
  );
  app.get('/case/:id', { schema: { params: idParams, response: ok(caseDetail) } }, async (req) =>
    service.getCase(app.db, req.params.id),
  );
  app.put(
    '/case/:id',
    { schema: { params: idParams, body: caseUpdateBody, response: ok(caseDetail) } },
    async (req) => service.updateCase(app.db, req.actor, req.params.id, req.body),
  );
  deleteById(app, '/case/:id', service.deleteCase);
  app.get(
    '/config/status',
    {
      schema: {
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
