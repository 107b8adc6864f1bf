import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sweepExpired } from './adapter.ts';
import { webAppOrigins } from './clients.ts';
import { providerConfiguration } from './configuration.ts';
import { registerInteractions } from './interactions.ts';
import { loadCliSecret, loadCookieKeys } from './keys.ts';
import { extendDirective } from './pages.ts';

/** Where Fastify mounts the provider (app.ts and the web app's 404 handling assume it). */
export const DEV_PROVIDER_PREFIX = '/oidc';

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * The embedded dev OpenID Connect provider (oidc-provider), served at /oidc when OIDC_ISSUER is
 * unset: demo accounts, a public SPA client, a client-credentials CLI client, JWT access tokens
 * for our API. Keys, sessions and grants live in PostgreSQL, so a restart logs nobody out.
 */
export const devProviderPlugin: FastifyPluginAsync<{
  config: Config;
  database: Database;
  /** Its signing keys (keys.ts loadSigningKeys): the API verifies tokens with them in-process. */
  signingKeys: JWK[];
}> = async (app, { config, database, signingKeys }) => {
  const { db } = database;
  const issuerPath = new URL(config.oidc.issuer).pathname.replace(/\/$/, '');
  const log = (err: unknown) => app.log.error({ err }, 'dev identity provider storage error');

  await sweepExpired(db);
  const [cookieKeys, cliSecret] = await Promise.all([loadCookieKeys(db), loadCliSecret(db)]);
  const provider = new Provider(
    config.oidc.issuer,
    providerConfiguration({
      config,
      db,
      signingKeys,
      cookieKeys,
      cliSecret,
      mountPath: issuerPath,
      log,
    }),
  );
  provider.proxy = true;
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'dev identity provider error'));
  const callback = provider.callback();

  // The login form of a Vite dev server session redirects there, and its silent renew frames us.
  const selfOrigin = new URL(config.publicUrl).origin;
  const otherOrigins = webAppOrigins(config).filter((o) => o !== selfOrigin);

  await app.register(
    async (scope) => {
      // oidc-provider reads request bodies itself: Fastify must leave the stream alone here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

      if (otherOrigins.length) {
        scope.addHook('onRequest', async (_req, reply) => {
          const csp = reply.raw.getHeader('content-security-policy');
          if (typeof csp !== 'string') return;
          const widened = extendDirective(
            extendDirective(csp, 'form-action', otherOrigins),
            'frame-ancestors',
            otherOrigins,
          );
          reply.raw.setHeader('content-security-policy', widened);
        });
      }

      registerInteractions(scope, {
        provider,
        mountPath: issuerPath,
        audience: config.oidc.audience,
        publicUrl: config.publicUrl,
      });

      const handle = (req: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        const raw: MountedRequest = req.raw;
        const full = raw.url ?? DEV_PROVIDER_PREFIX;
        // As Express does when mounting: the provider derives its endpoint URLs from the difference.
        raw.originalUrl = full;
        const rest = full.slice(DEV_PROVIDER_PREFIX.length);
        raw.url = rest.startsWith('/') ? rest : `/${rest}`;
        void callback(raw, reply.raw);
      };
      scope.all('/', { schema: { hide: true } }, handle);
      scope.all('/*', { schema: { hide: true } }, handle);
    },
    { prefix: DEV_PROVIDER_PREFIX },
  );
};
