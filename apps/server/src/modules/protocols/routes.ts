import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The protocols calls (spec 02 §7); registered in modules/index.ts. */
export const protocolRoutes: FastifyPluginAsyncZod = async () => {};
