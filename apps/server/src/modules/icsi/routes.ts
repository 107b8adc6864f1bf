import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  embryoListQuery,
  embryoListResult,
  embryoPageResult,
  embryoResult,
  icsiCreateBody,
  icsiListQuery,
  icsiListResult,
  icsiLotResult,
  icsiUpdateBody,
  idParams,
  embryoExportBody,
  embryoExportResult,
  embryoHistoryQuery,
  embryoHistoryResult,
  embryoMovementsQuery,
  embryoMovementsResult,
  embryoNoteBody,
  embryoSpaceBody,
  embryoSpaceResult,
  embryoTransferBody,
  embryoUpdateBody,
} from '@stalboek/domain';
import { z } from 'zod';
import { created, noContent, ok } from '../../lib/route-schemas.ts';
import { customerEmbryos, horseEmbryos, listEmbryos, listIcsiLots } from './list.ts';
import { deleteIcsiLot, updateIcsiLot } from './lot-edit.ts';
import { createIcsiLot } from './lots.ts';
import { getEmbryo, getLot } from './present.ts';
import { embryoSpace, updateEmbryo } from './embryo-place.ts';
import { changeEmbryoState, type EmbryoStateChange } from './embryo-state.ts';
import { exportEmbryos } from './export.ts';
import { embryoHistory, embryoMovements } from './history.ts';
import { transferEmbryo } from './transfer.ts';

const lotEmbryoParams = z.object({ icsiId: z.uuid(), embryoId: z.uuid() });

/** The ICSI calls of spec 02 §7 'ICSI and embryos' (lots and embryos); registered in modules/index.ts. */
export const icsiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/icsi',
    { schema: { querystring: icsiListQuery, response: ok(icsiListResult) } },
    async (req) => listIcsiLots(app.db, req.query),
  );
  app.post(
    '/icsi',
    { schema: { body: icsiCreateBody, response: created(icsiLotResult) } },
    async (req, reply) =>
      reply.status(201).send({ icsi: await createIcsiLot(app.db, req.actor, req.body) }),
  );
  app.get(
    '/icsi/embryos',
    { schema: { querystring: embryoListQuery, response: ok(embryoListResult) } },
    async (req) => listEmbryos(app.db, req.query),
  );
  app.get(
    '/icsi/embryo/:id',
    { schema: { params: idParams, response: ok(embryoResult) } },
    async (req) => ({ embryo: await getEmbryo(app.db, req.params.id) }),
  );
  app.get(
    '/icsi/:id',
    { schema: { params: idParams, response: ok(icsiLotResult) } },
    async (req) => ({
      icsi: await getLot(app.db, req.params.id),
    }),
  );
  app.put(
    '/icsi/:id',
    { schema: { params: idParams, body: icsiUpdateBody, response: ok(icsiLotResult) } },
    async (req) => ({
      icsi: await updateIcsiLot(app.db, req.actor, req.params.id, req.body.icsi),
    }),
  );
  app.delete(
    '/icsi/:id',
    { schema: { params: idParams, response: noContent } },
    async (req, reply) => {
      await deleteIcsiLot(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/icsi/history',
    { schema: { querystring: embryoHistoryQuery, response: ok(embryoHistoryResult) } },
    async (req) => embryoHistory(app.db, req.query),
  );
  app.get(
    '/icsi/embryos/history',
    { schema: { querystring: embryoMovementsQuery, response: ok(embryoMovementsResult) } },
    async (req) => embryoMovements(app.db, req.query),
  );
  app.post(
    '/icsi/transfer',
    { schema: { body: embryoTransferBody, response: ok(embryoResult) } },
    async (req) => ({ embryo: await transferEmbryo(app.db, req.actor, req.body) }),
  );
  app.post(
    '/icsi/export',
    { schema: { body: embryoExportBody, response: ok(embryoExportResult) } },
    async (req) => exportEmbryos(app.db, req.actor, req.body),
  );
  app.put(
    '/icsi/embryo/:id',
    { schema: { params: idParams, body: embryoUpdateBody, response: ok(embryoResult) } },
    async (req) => ({
      embryo: await updateEmbryo(app.db, req.actor, req.params.id, req.body),
    }),
  );
  for (const change of ['deactivate', 'reactivate', 'lost'] as EmbryoStateChange[])
    app.put(
      `/icsi/:icsiId/:embryoId/${change}`,
      { schema: { params: lotEmbryoParams, body: embryoNoteBody, response: ok(embryoResult) } },
      async (req) => {
        return {
          embryo: await changeEmbryoState(
            app.db,
            req.actor,
            req.params.icsiId,
            req.params.embryoId,
            change,
            req.body.note,
          ),
        };
      },
    );
  app.post(
    '/nitrogen-container/remaining-space/embryo',
    { schema: { body: embryoSpaceBody, response: ok(embryoSpaceResult) } },
    async (req) => embryoSpace(app.db, req.body),
  );
  // The embryos tabs of a customer and of a horse (spec 01 §7), answered here as the semen
  // module answers /horse/{id}/storage: the customers and horses modules need not know embryos.
  const tab = { params: idParams, querystring: embryoListQuery, response: ok(embryoPageResult) };
  app.get('/customer/:id/embryos', { schema: tab }, async (req) =>
    customerEmbryos(app.db, req.params.id, req.query),
  );
  app.get('/horse/:id/embryos', { schema: tab }, async (req) =>
    horseEmbryos(app.db, req.params.id, req.query),
  );
};
