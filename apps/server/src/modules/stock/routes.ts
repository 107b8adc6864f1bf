import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchListQuery,
  batchListResult,
  batchParams,
  EDITABLE_MOD_TYPES,
  modBody,
  modConfig,
  modEditBody,
  modListQuery,
  modListResult,
  modParams,
  modResult,
  newBatchBody,
  productParams,
  remainingQuery,
  remainingResult,
  stockBatchResult,
  stockOverviewQuery,
  stockOverviewResult,
} from '@stalboek/domain';
import { created, ok } from '../../lib/route-schemas.ts';
import { createBatch, listBatches, setBatchActive } from './batches.ts';
import { editMod, recordMod } from './mods.ts';
import { listMods } from './mod-list.ts';
import { remainingPerProduct, stockOverview } from './overview.ts';

/** The stock calls (spec 02 §7); registered in modules/index.ts. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    { schema: { querystring: stockOverviewQuery, response: ok(stockOverviewResult) } },
    async (req) => stockOverview(app.db, req.query),
  );
  app.post(
    '/stock',
    { schema: { body: newBatchBody, response: created(stockBatchResult) } },
    async (req, reply) =>
      reply.status(201).send({ batch: await createBatch(app.db, req.actor, req.body) }),
  );
  app.get(
    '/stock/remaining',
    { schema: { querystring: remainingQuery, response: ok(remainingResult) } },
    async (req) =>
      remainingPerProduct(
        app.db,
        req.query.product,
        req.query.at ? new Date(req.query.at) : undefined,
      ),
  );
  app.get(
    '/stock/mods',
    { schema: { querystring: modListQuery, response: ok(modListResult) } },
    async (req) => listMods(app.db, req.query),
  );
  app.get(
    '/stock/:productId',
    {
      schema: {
        params: productParams,
        querystring: batchListQuery,
        response: ok(batchListResult),
      },
    },
    async (req) => listBatches(app.db, req.params.productId, req.query),
  );
  app.get(
    '/stock/:productId/mods',
    {
      schema: {
        params: productParams,
        querystring: modListQuery,
        response: ok(modListResult),
      },
    },
    async (req) => listMods(app.db, req.query, req.params.productId),
  );
  app.put(
    '/stock/:batchId',
    { schema: { params: batchParams, body: modBody, response: ok(modResult) } },
    async (req) => recordMod(app.db, req.actor, req.params.batchId, req.body),
  );
  for (const action of ['deactivate', 'activate'] as const)
    app.put(
      `/stock/:batchId/${action}`,
      { schema: { params: batchParams, response: ok(stockBatchResult) } },
      async (req) => setBatchActive(app.db, req.actor, req.params.batchId, action === 'activate'),
    );
  app.put(
    '/stock/:batchId/:modId',
    { schema: { params: modParams, body: modEditBody, response: ok(modResult) } },
    async (req) => editMod(app.db, req.actor, req.params.batchId, req.params.modId, req.body),
  );
  app.get('/config/mod', { schema: { tags: ['config'], response: ok(modConfig) } }, async () => ({
    types: [...EDITABLE_MOD_TYPES],
  }));
};
