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
  researchSheet,
  researchSheetBody,
  researchSheetListResult,
} from '@stalboek/domain';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { sheetListQuery } from './schemas.ts';
import * as service from './service.ts';

/** Research sheets (spec 01 §7): create, save, delete, read, list; vets and form options. */
export const researchSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/researchSheet',
    body: researchSheetBody,
    input: (body) => body,
    item: researchSheet,
    list: { query: sheetListQuery, result: researchSheetListResult },
    service: {
      create: service.createSheet,
      list: service.listSheets,
      get: service.getSheet,
      update: service.updateSheet,
      remove: service.deleteSheet,
    },
  });
  app.get(
    '/config/vets',
    { schema: { response: { 200: z.object({ vets: z.array(z.string()) }) } } },
    async () => ({ vets: [...VETS] }),
  );
  app.get(
    '/config/research',
    { schema: { response: { 200: z.record(z.string(), z.array(z.string())) } } },
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
