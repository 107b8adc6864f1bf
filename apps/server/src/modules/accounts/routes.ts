import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, accountBody, accountListQuery, accountListResult } from '@stalboek/domain';
import { created, ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account',
    { schema: { body: accountBody, response: created(account) } },
    async (req, reply) =>
      reply.status(201).send(await service.createAccount(app.db, req.actor, req.body.account)),
  );
  app.get(
    '/account',
    { schema: { querystring: accountListQuery, response: ok(accountListResult) } },
    async (req) => service.listAccounts(app.db, req.query),
  );
};
