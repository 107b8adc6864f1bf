import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The labos calls (spec 02 §7); registered in modules/index.ts. */
export const laboRoutes: FastifyPluginAsyncZod = async () => {};
