import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import type { NotFoundFallback } from './lib/error-handler.ts';

export type WebApp = { dist: string; fallback: NotFoundFallback };

/** Where Vite writes the bundle: every file in it carries its content hash in its name. */
const HASHED_DIR = 'assets';
/** The URL prefix of the hashed files. */
export const HASHED_PREFIX = `/${HASHED_DIR}/`;
/** A hashed file never changes: browsers keep it a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every load: it names the bundle. */
export const REVALIDATE = 'no-cache';

/**
 * The built web app, when there is one: its files, and index.html for any other GET outside /api
 * and /oidc (client routing). One not-found handler serves both this and the API's 404. A missing
 * file of the bundle is a 404, not index.html: a tab still running an older build then fails to
 * load that chunk instead of running HTML as a script.
 */
export function webApp(config: Config): WebApp | undefined {
  const dist = config.webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return undefined;
  const fallback: NotFoundFallback = (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/oidc/')) return false;
    const file = url.slice(1);
    // Files written after start-up (a rebuild while the server runs) have no route of their own.
    if (file && !file.includes('..') && existsSync(path.join(dist, file)))
      void reply.sendFile(file);
    else if (url.startsWith(`/${HASHED_DIR}/`)) return false;
    else void reply.type('text/html').sendFile('index.html');
    return true;
  };
  return { dist, fallback };
}

/**
 * Serves the built web app's files (registered last, after the API): the brotli or gzip copy the
 * build wrote beside a file when the request accepts it (with `vary: accept-encoding`), hashed
 * files cached for good and the rest revalidated.
 */
export async function registerWebAssets(app: FastifyInstance, web: WebApp): Promise<void> {
  const hashedDir = path.resolve(web.dist, HASHED_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root: web.dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, file) => {
      const hashed = path.resolve(file).startsWith(hashedDir);
      res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      // Which copy was sent depends on accept-encoding (@fastify/static 9 does not say so itself).
      const vary = res.getHeader('vary');
      if (
        !String(vary ?? '')
          .toLowerCase()
          .includes('accept-encoding')
      )
        res.setHeader('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    },
  });
}
