import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  product,
  productBody,
  productListQuery,
  productListResult,
  productSearchQuery,
  PRODUCT_TYPES,
  PRODUCT_UNITS,
  TAX_RATES,
  toExpireQuery,
  toExpireResult,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import { batchesToExpire } from '../stock/overview.ts';

const tags = ['products'];

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/product',
    { schema: { tags, body: productBody, response: { 201: product, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createProduct(app.db, req.actor, req.body.product)),
  );
  app.get(
    '/product',
    {
      schema: {
        tags,
        querystring: productListQuery,
        response: { 200: productListResult, ...errorResponses },
      },
    },
    async (req) => service.listProducts(app.db, req.query),
  );
  app.get(
    '/product/search',
    {
      schema: {
        tags,
        querystring: productSearchQuery,
        response: { 200: productListResult.pick({ results: true }), ...errorResponses },
      },
    },
    async (req) => service.searchProducts(app.db, req.query),
  );
  app.get(
    '/product/to-expire',
    {
      schema: {
        tags,
        querystring: toExpireQuery,
        response: { 200: toExpireResult, ...errorResponses },
      },
    },
    async (req) => batchesToExpire(app.db, req.query.limit),
  );
  app.get(
    '/product/:id',
    { schema: { tags, params: idParams, response: { 200: product, ...errorResponses } } },
    async (req) => service.getProduct(app.db, req.params.id),
  );
  app.put(
    '/product/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: productBody,
        response: { 200: product, ...errorResponses },
      },
    },
    async (req) => service.updateProduct(app.db, req.actor, req.params.id, req.body.product),
  );
  app.delete(
    '/product/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteProduct(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/config/product',
    {
      schema: {
        tags: ['config'],
        response: {
          200: z.object({
            types: z.array(z.string()),
            tax: z.array(z.number()),
            units: z.array(z.string()),
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({ types: [...PRODUCT_TYPES], tax: [...TAX_RATES], units: [...PRODUCT_UNITS] }),
  );
};
