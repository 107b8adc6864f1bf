import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { account, accountBody, accountListQuery, accountListResult } from '@stalboek/domain';
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account',
    { schema: { tags, body: accountBody, response: { 201: account, ...errorResponses } } },
    async (req, reply) =>
      reply.status(201).send(await service.createAccount(app.db, req.actor, req.body.account)),
  );
  app.get(
    '/account',
    {
      schema: {
        tags,
        querystring: accountListQuery,
        response: { 200: accountListResult, ...errorResponses },
      },
    },
    async (req) => service.listAccounts(app.db, req.query),
  );
};
