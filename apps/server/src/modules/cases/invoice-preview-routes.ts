import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, invoicePreviewResult } from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import { invoicePreviewForCase } from './invoice-preview.ts';

/** GET /api/case/{id}/invoice-preview (ours, beyond the spec): what the case would be invoiced for. */
export const invoicePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/case/:id/invoice-preview',
    {
      schema: {
        tags: ['cases'],
        params: idParams,
        response: { 200: invoicePreviewResult, ...errorResponses },
      },
    },
    async (req) => invoicePreviewForCase(app.db, req.params.id),
  );
};
