import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, lodging, lodgingCreateBody, lodgingUpdateBody, uuid } from '@stalboek/domain';
import { created, noContent, ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const answer = z.object({ lodging, warnings: z.array(z.string()) });
const lodgingParams = z.object({ id: uuid, lodgingId: uuid });

export const lodgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/horse/:id/lodging',
    { schema: { params: idParams, body: lodgingCreateBody, response: created(answer) } },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await service.createLodging(
            app.db,
            req.actor,
            req.params.id,
            req.body.lodging,
            req.body.pensionType ?? null,
          ),
        ),
  );
  app.put(
    '/horse/:id/lodging',
    { schema: { params: idParams, body: lodgingUpdateBody, response: ok(answer) } },
    async (req) =>
      service.updateLodging(
        app.db,
        req.actor,
        req.params.id,
        req.body.lodging._id,
        req.body.lodging,
      ),
  );
  app.delete(
    '/horse/:id/lodging/:lodgingId',
    { schema: { params: lodgingParams, response: noContent } },
    async (req, reply) => {
      await service.deleteLodging(app.db, req.actor, req.params.id, req.params.lodgingId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/horse/:id/checkout',
    { schema: { params: idParams, response: ok(z.object({ lodgings: z.array(lodging) })) } },
    async (req) => service.checkOut(app.db, req.actor, req.params.id),
  );
};
