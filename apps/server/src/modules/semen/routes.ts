import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParams,
  remainingSpacesResult,
  SEMEN_MOD_TYPES,
  semenActionBody,
  semenChangeBody,
  semenExportTypeBody,
  semenHorseQuery,
  semenHorseResult,
  semenListQuery,
  semenListResult,
  semenLot,
  semenLotBody,
  semenLotDetail,
  semenModificationBody,
  semenRelocateBody,
  semenSplitBody,
} from '@stalboek/domain';
import { created, noContent, ok } from '../../lib/route-schemas.ts';
import type { Actor } from '../../lib/audit.ts';
import { applyAction, type ActionInput } from './actions.ts';
import { correctLast, removeModificationTransaction } from './corrections.ts';
import { activeSemenData, listLots, listSemenHorses } from './list.ts';
import { createLot, deleteLot, updateLot } from './lots.ts';
import { relocateLots, setExportType } from './places.ts';
import { getLot } from './present.ts';
import { freeSpace } from './space.ts';
import { horseStorage, horseStorageResult } from './storage.ts';

const lotResult = z.object({ semenCollection: semenLotDetail });
const idResult = z.object({ id: z.uuid() });

/** The semen calls (spec 02 §7 'Semen'); registered in modules/index.ts. */
export const semenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/semen',
    { schema: { querystring: semenListQuery, response: ok(semenListResult) } },
    async (req) => listLots(app.db, req.query),
  );
  app.get(
    '/semen/horses',
    { schema: { querystring: semenHorseQuery, response: ok(semenHorseResult) } },
    async (req) => listSemenHorses(app.db, req.query),
  );
  app.get(
    '/semen/active-semen-data',
    { schema: { response: ok(z.object({ collections: z.array(semenLot) })) } },
    async () => activeSemenData(app.db),
  );
  app.get(
    '/semen/mod-types',
    { schema: { response: ok(z.object({ semenModTypes: z.array(z.enum(SEMEN_MOD_TYPES)) })) } },
    async () => ({ semenModTypes: [...SEMEN_MOD_TYPES] }),
  );
  app.post(
    '/semen',
    { schema: { body: semenLotBody, response: created(lotResult) } },
    async (req, reply) =>
      reply
        .status(201)
        .send({ semenCollection: await createLot(app.db, req.actor, req.body.semenCollection) }),
  );
  app.post(
    '/semen/actions',
    {
      schema: {
        body: semenActionBody,
        response: ok(z.object({ modifications: z.array(z.uuid()) })),
      },
    },
    async (req) => applyAction(app.db, req.actor, req.body),
  );
  app.post(
    '/semen/relocate',
    { schema: { body: semenRelocateBody, response: noContent } },
    async (req, reply) => {
      await relocateLots(app.db, req.actor, req.body.lots, req.body.location);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/semen/export-type',
    { schema: { body: semenExportTypeBody, response: noContent } },
    async (req, reply) => {
      await setExportType(app.db, req.actor, req.body.lots, req.body.export_type);
      return reply.status(204).send(null);
    },
  );
  app.get('/semen/:id', { schema: { params: idParams, response: ok(lotResult) } }, async (req) => ({
    semenCollection: await getLot(app.db, req.params.id),
  }));
  app.put(
    '/semen/:id',
    { schema: { params: idParams, body: semenLotBody, response: ok(lotResult) } },
    async (req) => ({
      semenCollection: await updateLot(app.db, req.actor, req.params.id, req.body.semenCollection),
    }),
  );
  app.delete(
    '/semen/:id',
    { schema: { params: idParams, response: noContent } },
    async (req, reply) => {
      await deleteLot(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  /** The single-lot forms of an action: the lot's new modification id, 201. */
  const onOneLot = async (actor: Actor, id: string, input: Omit<ActionInput, 'lots'>) => {
    const { modifications } = await applyAction(app.db, actor, { ...input, lots: [id] });
    return { id: modifications[0] ?? '' };
  };
  app.post(
    '/semen/:id/modification',
    { schema: { params: idParams, body: semenModificationBody, response: created(idResult) } },
    async (req, reply) => {
      const { owner, ...b } = req.body;
      const input = { ...b, full: false, customerId: owner, inHouse: false };
      return reply.status(201).send(await onOneLot(req.actor, req.params.id, input));
    },
  );
  app.post(
    '/semen/:id/split',
    { schema: { params: idParams, body: semenSplitBody, response: created(idResult) } },
    async (req, reply) => {
      const b = req.body;
      const input = { ...b, full: false, inHouse: b.type === 'Change' || b.inHouse };
      return reply.status(201).send(await onOneLot(req.actor, req.params.id, input));
    },
  );
  app.post(
    '/semen/change/:id',
    { schema: { params: idParams, body: semenChangeBody, response: created(idResult) } },
    async (req, reply) => {
      const b = req.body;
      const input = { ...b, type: 'Change' as const, full: b.amount === undefined, inHouse: true };
      return reply.status(201).send(await onOneLot(req.actor, req.params.id, input));
    },
  );
  app.delete(
    '/semen/:id/modification',
    { schema: { params: idParams, response: ok(idResult) } },
    async (req) => correctLast(app.db, req.actor, req.params.id),
  );
  app.delete(
    '/modification/:id/transaction',
    { schema: { params: idParams, response: noContent } },
    async (req, reply) => {
      await removeModificationTransaction(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/nitrogen-container/free-space',
    { schema: { response: ok(remainingSpacesResult) } },
    async () => freeSpace(app.db),
  );
  app.post(
    '/nitrogen-container/free-space',
    {
      schema: {
        body: z.object({ containerId: z.uuid().optional() }).optional(),
        response: ok(remainingSpacesResult),
      },
    },
    async (req) => freeSpace(app.db, req.body?.containerId),
  );
  app.get(
    '/horse/:id/storage',
    { schema: { params: idParams, response: ok(horseStorageResult) } },
    async (req) => horseStorage(app.db, req.params.id),
  );
};
