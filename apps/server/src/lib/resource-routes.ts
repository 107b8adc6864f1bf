import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@stalboek/domain';
import type { Db } from '../db/client.ts';
import type { Actor } from './audit.ts';
import { created, noContent, ok } from './route-schemas.ts';

export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a resource's five calls ask of its service; the answers are those of the route schemas. */
export type ResourceService<In, Item, Query, List, Detail = Item> = {
  create: (db: Db, actor: Actor, input: In) => Promise<Item>;
  list: (db: Db, query: Query) => Promise<List>;
  get: (db: Db, id: string) => Promise<Detail>;
  update: (db: Db, actor: Actor, id: string, input: In) => Promise<Item>;
  remove: (db: Db, actor: Actor, id: string) => Promise<void>;
};

/**
 * The five calls of a resource in spec §7's shape: POST {path} (201 with the record), GET {path}
 * (the list), GET, PUT and DELETE {path}/{id} (204). `body` is the request body, from which
 * `input` takes the record (`{pension}` → the pension; a flat body is the record itself); the
 * writes answer `item`, GET {path}/{id} answers `detail` (default `item`).
 * `beside` registers a resource's own calls between the list and `/:id` (search, counts …), in
 * the order the module gives, so a static path is declared before the parametric one.
 */
export function registerResourceRoutes<
  B extends z.ZodType,
  I extends z.ZodType,
  Q extends z.ZodType,
  L extends z.ZodType,
  In,
  D extends z.ZodType = I,
>(
  app: RouteApp,
  opts: {
    path: string;
    body: B;
    input: (body: z.output<B>) => In;
    item: I;
    detail?: D;
    list: { query: Q; result: L };
    service: ResourceService<In, z.input<I>, z.output<Q>, z.input<L>, z.input<D>>;
    beside?: (app: RouteApp) => void;
  },
): void {
  const { path, body, input, item, list, service } = opts;
  // The schemas below validate each request and answer; TypeScript cannot follow them through
  // generic schemas, so this function reads the parsed values by the types of those schemas.
  const routes = app as unknown as FastifyInstance;
  const id = (params: unknown) => (params as z.output<typeof idParams>).id;
  routes.post(path, { schema: { body, response: created(item) } }, async (req, reply) =>
    reply.status(201).send(await service.create(app.db, req.actor, input(req.body as z.output<B>))),
  );
  routes.get(
    path,
    { schema: { querystring: list.query, response: ok(list.result) } },
    async (req) => service.list(app.db, req.query as z.output<Q>),
  );
  opts.beside?.(app);
  routes.get(
    `${path}/:id`,
    { schema: { params: idParams, response: ok(opts.detail ?? item) } },
    async (req) => service.get(app.db, id(req.params)),
  );
  routes.put(
    `${path}/:id`,
    { schema: { params: idParams, body, response: ok(item) } },
    async (req) =>
      service.update(app.db, req.actor, id(req.params), input(req.body as z.output<B>)),
  );
  deleteById(app, `${path}/:id`, service.remove);
}

/** DELETE {path} of one record by its `:id`: the service removes it, the answer is a bare 204. */
export function deleteById(
  app: RouteApp,
  path: string,
  remove: (db: Db, actor: Actor, id: string) => Promise<void>,
): void {
  app.delete(path, { schema: { params: idParams, response: noContent } }, async (req, reply) => {
    await remove(app.db, req.actor, req.params.id);
    return reply.status(204).send(null);
  });
}
