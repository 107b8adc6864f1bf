import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { protocolBody } from '@stalboek/domain';
import { protocolConfigRoutes } from './config-routes.ts';
import { protocolService } from './service.ts';
import { registerTreatmentRoutes } from './treatment-routes.ts';

/**
 * The protocols calls (spec 02 §7); registered in modules/index.ts. The protocol report types are
 * GET /api/config/reportTypes (config-routes.ts), the spec's config GET.
 */
export const protocolRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTreatmentRoutes(app, {
    path: 'protocol',
    body: protocolBody,
    input: (b) => b.protocol,
    service: protocolService,
  });
  await app.register(protocolConfigRoutes);
};
