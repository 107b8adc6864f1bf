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
import { errorResponses } from '../../lib/route-schemas.ts';
import { createBatch, listBatches, setBatchActive } from './batches.ts';
import { editMod, recordMod } from './mods.ts';
import { listMods } from './mod-list.ts';
import { remainingPerProduct, stockOverview } from './overview.ts';

const tags = ['stock'];

/** The stock calls (spec 02 §7); registered in modules/index.ts. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stock',
    {
      schema: {
        tags,
        querystring: stockOverviewQuery,
        response: { 200: stockOverviewResult, ...errorResponses },
      },
    },
    async (req) => stockOverview(app.db, req.query),
  );
  app.post(
    '/stock',
    {
      schema: { tags, body: newBatchBody, response: { 201: stockBatchResult, ...errorResponses } },
    },
    async (req, reply) =>
      reply.status(201).send({ batch: await createBatch(app.db, req.actor, req.body) }),
  );
  app.get(
    '/stock/remaining',
    {
      schema: {
        tags,
        querystring: remainingQuery,
        response: { 200: remainingResult, ...errorResponses },
      },
    },
    async (req) =>
      remainingPerProduct(
        app.db,
        req.query.product,
        req.query.at ? new Date(req.query.at) : undefined,
      ),
  );
  app.get(
    '/stock/mods',
    {
      schema: {
        tags,
        querystring: modListQuery,
        response: { 200: modListResult, ...errorResponses },
      },
    },
    async (req) => listMods(app.db, req.query),
  );
  app.get(
    '/stock/:productId',
    {
      schema: {
        tags,
        params: productParams,
        querystring: batchListQuery,
        response: { 200: batchListResult, ...errorResponses },
      },
    },
    async (req) => listBatches(app.db, req.params.productId, req.query),
  );
  app.get(
    '/stock/:productId/mods',
    {
      schema: {
        tags,
        params: productParams,
        querystring: modListQuery,
        response: { 200: modListResult, ...errorResponses },
      },
    },
    async (req) => listMods(app.db, req.query, req.params.productId),
  );
  app.put(
    '/stock/:batchId',
    {
      schema: {
        tags,
        params: batchParams,
        body: modBody,
        response: { 200: modResult, ...errorResponses },
      },
    },
    async (req) => recordMod(app.db, req.actor, req.params.batchId, req.body),
  );
  for (const action of ['deactivate', 'activate'] as const)
    app.put(
      `/stock/:batchId/${action}`,
      {
        schema: {
          tags,
          params: batchParams,
          response: { 200: stockBatchResult, ...errorResponses },
        },
      },
      async (req) => setBatchActive(app.db, req.actor, req.params.batchId, action === 'activate'),
    );
  app.put(
    '/stock/:batchId/:modId',
    {
      schema: {
        tags,
        params: modParams,
        body: modEditBody,
        response: { 200: modResult, ...errorResponses },
      },
    },
    async (req) => editMod(app.db, req.actor, req.params.batchId, req.params.modId, req.body),
  );
  app.get(
    '/config/mod',
    { schema: { tags: ['config'], response: { 200: modConfig, ...errorResponses } } },
    async () => ({ types: [...EDITABLE_MOD_TYPES] }),
  );
};
