import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CYST_POSITIONS,
  FOLLICLE_TAGS,
  MOIST_LIST,
  MOIST_TYPES,
  OVARY_TAGS,
  PREGNANT_OPTIONS,
  VETS,
  idParams,
  researchSheet,
  researchSheetBody,
  researchSheetListResult,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { sheetListQuery } from './schemas.ts';
import * as service from './service.ts';

const tags = ['research-sheets'];

/** Research sheets (spec 01 §7): create, save, delete, read, list; vets and form options. */
export const researchSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/researchSheet',
    {
      schema: {
        tags,
        body: researchSheetBody,
        response: { 201: researchSheet, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createSheet(app.db, req.actor, req.body)),
  );
  app.get(
    '/researchSheet',
    {
      schema: {
        tags,
        querystring: sheetListQuery,
        response: { 200: researchSheetListResult, ...errorResponses },
      },
    },
    async (req) => service.listSheets(app.db, req.query),
  );
  app.get(
    '/researchSheet/:id',
    { schema: { tags, params: idParams, response: { 200: researchSheet, ...errorResponses } } },
    async (req) => service.getSheet(app.db, req.params.id),
  );
  app.put(
    '/researchSheet/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: researchSheetBody,
        response: { 200: researchSheet, ...errorResponses },
      },
    },
    async (req) => service.updateSheet(app.db, req.actor, req.params.id, req.body),
  );
  app.delete(
    '/researchSheet/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteSheet(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/config/vets',
    { schema: { tags, response: { 200: z.object({ vets: z.array(z.string()) }) } } },
    async () => ({ vets: [...VETS] }),
  );
  app.get(
    '/config/research',
    { schema: { tags, response: { 200: z.record(z.string(), z.array(z.string())) } } },
    async () => ({
      moistList: [...MOIST_LIST],
      moistType: [...MOIST_TYPES],
      pregnantOptions: [...PREGNANT_OPTIONS],
      follicleTags: [...FOLLICLE_TAGS],
      ovaryTags: [...OVARY_TAGS],
      cystType: [...CYST_POSITIONS],
    }),
  );
};
