import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { NotFoundFallback } from './lib/error-handler.ts';

export type WebApp = { dist: string; fallback: NotFoundFallback };

/**
 * The built web app, when there is one: its files, and index.html for any other GET outside /api
 * and /oidc (client routing). One not-found handler serves both this and the API's 404.
 */
export function webApp(config: Config): WebApp | undefined {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return undefined;
  const fallback: NotFoundFallback = (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/oidc/')) return false;
    const file = url.slice(1);
    if (file && !file.includes('..') && existsSync(path.join(dist, file)))
      void reply.sendFile(file);
    else void reply.type('text/html').sendFile('index.html');
    return true;
  };
  return { dist, fallback };
}

/** Serves the built web app's files (registered last, after the API). */
export async function registerWebAssets(app: FastifyInstance, web: WebApp): Promise<void> {
  await app.register(fastifyStatic, { root: web.dist, wildcard: false, index: false });
}
