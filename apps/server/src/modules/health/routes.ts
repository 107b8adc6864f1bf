import { z } from 'zod';
import { apiError } from '@stalboek/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { databaseAnswers } from './service.ts';

/**
 * Public liveness and readiness for a load balancer: 200 when the database answers, 503 (with the
 * error shape) when it does not, so a copy without its database is taken out of rotation.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        security: [],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: apiError,
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(database))
        return { status: 'ok' as const, database: database.kind };
      return reply.status(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'De databank antwoordt niet.',
      });
    },
  );
};
