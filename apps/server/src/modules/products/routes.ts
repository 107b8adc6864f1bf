import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import { batchesToExpire } from '../stock/index.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/product',
    body: productBody,
    input: (body) => body.product,
    item: product,
    list: { query: productListQuery, result: productListResult },
    service: {
      create: service.createProduct,
      list: service.listProducts,
      get: service.getProduct,
      update: service.updateProduct,
      remove: service.deleteProduct,
    },
    beside: () => {
      app.get(
        '/product/search',
        {
          schema: {
            querystring: productSearchQuery,
            response: ok(productListResult.pick({ results: true })),
          },
        },
        async (req) => service.searchProducts(app.db, req.query),
      );
      app.get(
        '/product/to-expire',
        { schema: { querystring: toExpireQuery, response: ok(toExpireResult) } },
        async (req) => batchesToExpire(app.db, req.query.limit),
      );
    },
  });
  app.get(
    '/config/product',
    {
      schema: {
        tags: ['config'],
        response: ok(
          z.object({
            types: z.array(z.string()),
            tax: z.array(z.number()),
            units: z.array(z.string()),
          }),
        ),
      },
    },
    async () => ({ types: [...PRODUCT_TYPES], tax: [...TAX_RATES], units: [...PRODUCT_UNITS] }),
  );
};
