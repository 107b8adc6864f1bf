import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiError,
  deliveryMessages,
  incompleteDeliveriesResult,
  incompleteDeliveryBody,
} from '@stalboek/domain';
import { errorResponses, ok } from '../../lib/route-schemas.ts';
import { MediniUnavailable } from '../../integrations/medini/client.ts';
import * as service from './service.ts';

/** The deliveries calls (spec 02 §7 Delivery import); registered in modules/index.ts. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/delivery/medini',
    {
      schema: {
        description:
          'Reads the Medini feed, imports complete deliveries of known products as batches and ' +
          'answers the deliveries still to complete. 502 when the feed cannot be read.',
        response: { 200: incompleteDeliveriesResult, ...errorResponses, 502: apiError },
      },
    },
    async (req, reply) => {
      try {
        return await service.importMedini(app.db, app.medini, req.actor);
      } catch (err) {
        if (!(err instanceof MediniUnavailable)) throw err;
        // Logged by the adapter with its cause (spec 02 §8: Medini failures are logged).
        return reply.status(502).send({
          statusCode: 502,
          error: 'Bad Gateway',
          message: deliveryMessages.unavailable,
        });
      }
    },
  );
  app.post(
    '/delivery/incomplete',
    { schema: { body: incompleteDeliveryBody, response: ok(incompleteDeliveriesResult) } },
    async (req) => service.completeDeliveries(app.db, req.actor, req.body.list),
  );
};
