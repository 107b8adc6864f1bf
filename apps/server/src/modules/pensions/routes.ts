import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pension, pensionBody, pensionListQuery, pensionListResult } from '@stalboek/domain';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import * as service from './service.ts';

export const pensionRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/pension',
    body: pensionBody,
    input: (body) => body.pension,
    item: pension,
    list: { query: pensionListQuery, result: pensionListResult },
    service: {
      create: service.createPension,
      list: service.listPensions,
      get: service.getPension,
      update: service.updatePension,
      remove: service.deletePension,
    },
  });
};
