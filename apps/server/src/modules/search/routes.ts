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
import { errorResponses } from '../../lib/route-schemas.ts';
import * as service from './service.ts';
import * as results from './results.ts';

const tags = ['search'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/:term',
    {
      schema: {
        tags,
        params: searchParams,
        querystring: searchQuery,
        response: { 200: searchResult, ...errorResponses },
      },
    },
    async (req) => service.globalSearch(app.db, req.params.term, req.query.limit),
  );
  // Spec 01 §7 names `POST /api/search-result/`; the router ignores the trailing slash (app.ts).
  app.post(
    '/search-result',
    {
      schema: {
        tags,
        body: searchResultBody,
        response: { 201: searchResultRecord, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await results.recordSearchResult(app.db, req.actor, req.body.searchResult)),
  );
  app.get(
    '/search-result/most-viewed',
    {
      schema: {
        tags,
        querystring: viewedQuery,
        response: { 200: viewedResult, ...errorResponses },
      },
    },
    async (req) => results.viewedItems(app.db, req.query, 'most-viewed'),
  );
  app.get(
    '/search-result/most-recent',
    {
      schema: {
        tags,
        querystring: viewedQuery,
        response: { 200: viewedResult, ...errorResponses },
      },
    },
    async (req) => results.viewedItems(app.db, req.query, 'most-recent'),
  );
};
