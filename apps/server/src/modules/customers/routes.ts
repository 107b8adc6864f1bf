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
import { registerResourceRoutes } from '../../lib/resource-routes.ts';
import { created, noContent, ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import * as contacts from './contacts.ts';

const contactParams = z.object({ id: uuid, contactId: uuid });
const ownedHorse = z.object({
  _id: uuid,
  name: z.string(),
  type: z.enum(['Hengst', 'Merrie']),
  death: z.boolean(),
});

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, {
    path: '/customer',
    body: customerBody,
    input: (body) => body.customer,
    item: customerDetail,
    list: { query: customerListQuery, result: customerListResult },
    service: {
      create: service.createCustomer,
      list: service.listCustomers,
      get: service.getCustomer,
      update: service.updateCustomer,
      remove: service.deleteCustomer,
    },
    beside: () =>
      app.get(
        '/customer/search',
        {
          schema: {
            querystring: customerSearchQuery,
            response: ok(z.object({ results: z.array(customer) })),
          },
        },
        async (req) => service.searchCustomers(app.db, req.query),
      ),
  });
  app.get(
    '/customer/:id/horse',
    {
      schema: {
        params: idParams,
        querystring: customerHorsesQuery,
        response: ok(z.object({ horses: z.array(ownedHorse), total: z.number().int() })),
      },
    },
    async (req) => service.customerHorses(app.db, req.params.id, req.query),
  );
  // GET /customer/:id/embryos (the embryos tab) is the ICSI module's: modules/icsi/routes.ts.
  app.post(
    '/customer/:id/contact',
    { schema: { params: idParams, body: contactBody, response: created(contact) } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await contacts.addContact(app.db, req.actor, req.params.id, req.body.contact)),
  );
  app.put(
    '/customer/:id/contact/:contactId',
    { schema: { params: contactParams, body: contactBody, response: ok(contact) } },
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
    { schema: { params: contactParams, response: noContent } },
    async (req, reply) => {
      await contacts.deleteContact(app.db, req.actor, req.params.id, req.params.contactId);
      return reply.status(204).send(null);
    },
  );
};
