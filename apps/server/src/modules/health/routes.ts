import { z } from 'zod';
import { apiError } from '@stalboek/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { probeDatabase } from './service.ts';

const lastOutage = z
  .object({
    from: z.iso.datetime().describe('When the connection was lost'),
    to: z.iso.datetime().describe('When the database answered again'),
    error: z.string().max(1000).describe('The error that showed the outage'),
  })
  .nullable()
  .describe("The last outage this process saw since it started, or null: 'the database is back'");

/**
 * Public liveness and readiness for a load balancer: 200 when the database answers, with the last
 * outage this process saw and when it ended; 503 (the error shape, saying since when and why)
 * when it does not, so a copy without its database is taken out of rotation.
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
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            lastOutage,
          }),
          503: apiError,
        },
      },
    },
    async (_request, reply) => {
      const health = await probeDatabase(database);
      if (health.ok) {
        const last = health.lastOutage;
        return {
          status: 'ok' as const,
          database: database.kind,
          lastOutage: last
            ? { from: last.from.toISOString(), to: last.to.toISOString(), error: last.error }
            : null,
        };
      }
      const { from, error } = health.outage;
      return reply.status(503).send({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `De databank antwoordt niet sinds ${from.toISOString()}: ${error}`,
      });
    },
  );
};
