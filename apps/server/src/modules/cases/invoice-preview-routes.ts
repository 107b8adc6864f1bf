import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, invoicePreviewResult } from '@stalboek/domain';
import { ok } from '../../lib/route-schemas.ts';
import { invoicePreviewForCase } from './invoice-preview.ts';

/** GET /api/case/{id}/invoice-preview (ours, beyond the spec): what the case would be invoiced for. */
export const invoicePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/case/:id/invoice-preview',
    { schema: { params: idParams, response: ok(invoicePreviewResult) } },
    async (req) => invoicePreviewForCase(app.db, req.params.id),
  );
};
