import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchParams,
  searchQuery,
  searchResult,
  searchResultBody,
  searchResultRecord,
  viewedQuery,
  viewedResult,
} from '@stalboek/domain';
import { created, ok } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import * as results from './results.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/:term',
    {
      schema: { params: searchParams, querystring: searchQuery, response: ok(searchResult) },
    },
    async (req) => service.globalSearch(app.db, req.params.term, req.query.limit),
  );
  // Spec 01 §7 names `POST /api/search-result/`; the router ignores the trailing slash (app.ts).
  app.post(
    '/search-result',
    { schema: { body: searchResultBody, response: created(searchResultRecord) } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await results.recordSearchResult(app.db, req.actor, req.body.searchResult)),
  );
  app.get(
    '/search-result/most-viewed',
    { schema: { querystring: viewedQuery, response: ok(viewedResult) } },
    async (req) => results.viewedItems(app.db, req.query, 'most-viewed'),
  );
  app.get(
    '/search-result/most-recent',
    { schema: { querystring: viewedQuery, response: ok(viewedResult) } },
    async (req) => results.viewedItems(app.db, req.query, 'most-recent'),
  );
};
