import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../lib/errors.ts';
import type { Actor } from '../lib/audit.ts';

export const REQUIRED_SCOPE = 'full_access';
/** Signature algorithms we accept; anything else (including 'none') is refused. */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export type AuthOptions = { issuer: string; audience: string; keys: JWTVerifyGetKey };

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

/** Verifies the bearer JWT: signature (allowlisted algorithms), iss, aud, exp/nbf, scope. */
export async function verifyRequest(req: FastifyRequest, opts: AuthOptions): Promise<Actor> {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Aanmelden is vereist');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(match[1], opts.keys, {
      issuer: opts.issuer,
      audience: opts.audience,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: 5,
    }));
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
