import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { horseTransactionQuery, idParams, transactionListResult } from '@stalboek/domain';
import { ok } from '../../lib/route-schemas.ts';
import { listHorseTransactions } from './list.ts';

/** The ledger's calls; the reports issue adds the per-stallion and per-mare lists. */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/horse/:id/transactions',
    {
      schema: {
        params: idParams,
        querystring: horseTransactionQuery,
        response: ok(transactionListResult),
      },
    },
    async (req) => listHorseTransactions(app.db, req.params.id, req.query),
  );
};
