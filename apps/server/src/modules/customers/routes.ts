import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contact,
  contactBody,
  customer,
  customerBody,
  customerDetail,
  customerHorsesQuery,
  customerListQuery,
  customerListResult,
  customerSearchQuery,
  idParams,
  uuid,
} from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import * as contacts from './contacts.ts';

const tags = ['customers'];
const contactParams = z.object({ id: uuid, contactId: uuid });
const ownedHorse = z.object({
  _id: uuid,
  name: z.string(),
  type: z.enum(['Hengst', 'Merrie']),
  death: z.boolean(),
});

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customer',
    { schema: { tags, body: customerBody, response: { 201: customerDetail, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createCustomer(app.db, req.actor, req.body.customer)),
  );
  app.get(
    '/customer',
    {
      schema: {
        tags,
        querystring: customerListQuery,
        response: { 200: customerListResult, ...errorResponses },
      },
    },
    async (req) => service.listCustomers(app.db, req.query),
  );
  app.get(
    '/customer/search',
    {
      schema: {
        tags,
        querystring: customerSearchQuery,
        response: { 200: z.object({ results: z.array(customer) }), ...errorResponses },
      },
    },
    async (req) => service.searchCustomers(app.db, req.query),
  );
  app.get(
    '/customer/:id',
    { schema: { tags, params: idParams, response: { 200: customerDetail, ...errorResponses } } },
    async (req) => service.getCustomer(app.db, req.params.id),
  );
  app.put(
    '/customer/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: customerBody,
        response: { 200: customerDetail, ...errorResponses },
      },
    },
    async (req) => service.updateCustomer(app.db, req.actor, req.params.id, req.body.customer),
  );
  app.delete(
    '/customer/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await service.deleteCustomer(app.db, req.actor, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/customer/:id/horse',
    {
      schema: {
        tags,
        params: idParams,
        querystring: customerHorsesQuery,
        response: {
          200: z.object({ horses: z.array(ownedHorse), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    async (req) => service.customerHorses(app.db, req.params.id, req.query),
  );
  app.get(
    '/customer/:id/embryos',
    {
      schema: {
        tags,
        params: idParams,
        response: {
          200: z.object({ results: z.array(z.object({ _id: uuid })), total: z.number().int() }),
          ...errorResponses,
        },
      },
    },
    // The ICSI module fills this; until then a customer owns no embryos.
    async (req) => {
      await service.findCustomerRow(app.db, req.params.id);
      return { results: [], total: 0 };
    },
  );
  app.post(
    '/customer/:id/contact',
    {
      schema: {
        tags,
        params: idParams,
        body: contactBody,
        response: { 201: contact, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await contacts.addContact(app.db, req.actor, req.params.id, req.body.contact)),
  );
  app.put(
    '/customer/:id/contact/:contactId',
    {
      schema: {
        tags,
        params: contactParams,
        body: contactBody,
        response: { 200: contact, ...errorResponses },
      },
    },
    async (req) =>
      contacts.updateContact(
        app.db,
        req.actor,
        req.params.id,
        req.params.contactId,
        req.body.contact,
      ),
  );
  app.delete(
    '/customer/:id/contact/:contactId',
    { schema: { tags, params: contactParams, response: { 204: z.null(), ...errorResponses } } },
    async (req, reply) => {
      await contacts.deleteContact(app.db, req.actor, req.params.id, req.params.contactId);
      return reply.status(204).send(null);
    },
  );
};
