import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The deliveries calls (spec 02 §7); registered in modules/index.ts. */
export const deliveryRoutes: FastifyPluginAsyncZod = async () => {};
