import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, type JWTPayload } from 'jose';
import { AppError } from '../lib/errors.ts';
import type { Actor } from '../lib/audit.ts';
import type { TokenVerifier } from './token-verifier.ts';

export { ALLOWED_ALGORITHMS } from './token-verifier.ts';
export const REQUIRED_SCOPE = 'full_access';

export type AuthOptions = { verify: TokenVerifier };

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor;
  }
}

function scopesOf(payload: JWTPayload): string[] {
  const { scope, scp } = payload as { scope?: unknown; scp?: unknown };
  if (typeof scope === 'string') return scope.split(' ');
  if (Array.isArray(scp)) return scp.filter((s): s is string => typeof s === 'string');
  return [];
}

/** The bearer token of the request, if it carries one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  return req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/** Verifies the bearer JWT (auth/token-verifier.ts: signature, iss, aud, exp, nbf) and its scope. */
export async function verifyRequest(req: FastifyRequest, opts: AuthOptions): Promise<Actor> {
  const token = bearerToken(req);
  if (!token) throw new AppError('UNAUTHORIZED', 'Aanmelden is vereist');
  let payload: JWTPayload;
  try {
    payload = await opts.verify(token);
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AppError('UNAUTHORIZED', 'Sessie verlopen');
    if (!(err instanceof errors.JOSEError)) req.log.warn({ err }, 'token verification failed');
    throw new AppError('UNAUTHORIZED', 'Ongeldige aanmelding');
  }
  if (!scopesOf(payload).includes(REQUIRED_SCOPE)) {
    throw new AppError('FORBIDDEN', `Toegang vereist de scope '${REQUIRED_SCOPE}'`);
  }
  const name = (payload as { name?: unknown }).name;
  return {
    sub: payload.sub ?? 'unknown',
    name: typeof name === 'string' ? name : (payload.sub ?? ''),
  };
}

/** Guards every route registered in `app` (an encapsulated subtree) with one hook. */
export function requireAuth(app: FastifyInstance, opts: AuthOptions): void {
  app.addHook('onRequest', async (req) => {
    req.actor = await verifyRequest(req, opts);
  });
}
