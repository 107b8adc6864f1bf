import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The stock calls (spec 02 §7); registered in modules/index.ts. */
export const stockRoutes: FastifyPluginAsyncZod = async () => {};
