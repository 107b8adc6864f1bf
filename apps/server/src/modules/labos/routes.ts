import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { laboBody } from '@stalboek/domain';
import { registerTreatmentRoutes } from '../protocols/index.ts';
import { laboService } from './service.ts';

/** The labos calls (spec 02 §7); registered in modules/index.ts. */
export const laboRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTreatmentRoutes(app, {
    path: 'labo',
    body: laboBody,
    input: (b) => b.labo,
    service: laboService,
  });
};
