import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  container,
  containerInput,
  containerListQuery,
  containerListResult,
} from '@stalboek/domain';
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import * as service from './service.ts';

export const containerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/nitrogen-container',
    body: containerInput,
    input: (body) => body,
    item: container,
    list: { query: containerListQuery, result: containerListResult },
    service: {
      create: service.createContainer,
      list: service.listContainers,
      get: service.getContainer,
      update: service.updateContainer,
      remove: service.deleteContainer,
    },
  });
};
