import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { protocolBody, REPORT_TYPES, reportTypesResult } from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { protocolConfigRoutes } from './config-routes.ts';
import { protocolService } from './service.ts';
import { registerTreatmentRoutes } from './treatment-routes.ts';

const tags = ['protocols'];

/** The protocols calls (spec 02 §7); registered in modules/index.ts. */
export const protocolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/protocol/report-types',
    { schema: { tags, response: { 200: reportTypesResult, ...errorResponses } } },
    async () => ({ reportTypes: REPORT_TYPES.map((r) => ({ ...r, fields: [...r.fields] })) }),
  );
  registerTreatmentRoutes(app, {
    path: 'protocol',
    tags,
    body: protocolBody,
    input: (b) => b.protocol,
    service: protocolService,
  });
  await app.register(protocolConfigRoutes);
};
