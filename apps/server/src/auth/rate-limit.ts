import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { errorBody } from '../lib/error-handler.ts';
import { bearerToken } from './verify.ts';
import type { TokenVerifier } from './token-verifier.ts';

/** The paths that count (decision 9): the API and the identity provider, not the web app's files. */
const LIMITED_PREFIXES = ['/api', '/oidc'];

/**
 * A request path as the limiter judges it: decoded (more than once: decoding cannot make a path
 * less of an API path), backslashes as slashes, dot segments resolved, slashes collapsed, lower
 * case, no trailing slash. Only for requests no route matched: a matched one has its route.
 */
export function normalisedPath(url: string): string {
  let p = url.split('?')[0] ?? '';
  for (let i = 0; i < 3 && p.includes('%'); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      break; // malformed: judged as it is
    }
  }
  p = path.posix.normalize(`/${p.replace(/\\/g, '/')}`).toLowerCase();
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/**
 * Whether a request counts. A matched route is judged by its own path (the router has decoded
 * `/%61pi/location` into `/api/location`, which the raw URL does not show); an unmatched one by
 * its normalised path, so `/API/x`, `//api/x` and `/api%2Fx` count like `/api/x`.
 */
export function isLimitedRequest(req: FastifyRequest): boolean {
  const routed = req.is404 ? undefined : req.routeOptions.url;
  const p = routed ?? normalisedPath(req.url);
  return LIMITED_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/**
 * Whose window a request uses: a verified token's subject, else the client's address (the TCP
 * peer, or whom a trusted proxy names). Only a token that passes verification picks its key, so a
 * forged token with a made-up `sub` counts against its address like no token at all.
 */
export async function clientKey(req: FastifyRequest, verify: TokenVerifier): Promise<string> {
  const token = bearerToken(req);
  if (token) {
    const sub = await verify(token).then(
      (payload) => payload.sub,
      () => undefined,
    );
    if (sub) return `user:${sub}`;
  }
  return `address:${normalizeIP(req.ip)}`;
}

/**
 * The rate limit: one onRequest hook for every request, registered before the token check (so
 * refused tokens and unknown routes count too), that limits the counted paths per user or per
 * address. The plugin computes the key before its allowList, so the path is decided out here:
 * the web app's files never cost a token verification.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  opts: { max: number; verify: TokenVerifier },
): Promise<void> {
  await app.register(rateLimit, {
    global: false, // not per route (route hooks run after the auth hook): once, below, for all
    max: opts.max,
    timeWindow: '1 minute',
    keyGenerator: (req) => clientKey(req, opts.verify),
    errorResponseBuilder: (_req, ctx) => ({
      ...errorBody(
        429,
        `Te veel verzoeken: probeer het over ${Math.ceil(ctx.ttl / 1000)} seconden opnieuw.`,
      ),
    }),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (isLimitedRequest(req)) await limit.call(app, req, reply);
  });
}
