import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sweepExpired } from './adapter.ts';
import { registerInteractions } from './interactions.ts';
import { DEV_PROVIDER_PREFIX, type DevIssuers } from './issuers.ts';

export { DEV_PROVIDER_PREFIX } from './issuers.ts';

type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * The embedded dev OpenID Connect provider (oidc-provider), served at /oidc when OIDC_ISSUER is
 * unset: demo accounts, a public SPA client, a client-credentials CLI client, JWT access tokens
 * for our API, an issuer per address the app is opened on (issuers.ts). Keys, sessions and
 * grants live in PostgreSQL, so a restart logs nobody out.
 */
export const devProviderPlugin: FastifyPluginAsync<{
  config: Config;
  database: Database;
  issuers: DevIssuers;
}> = async (app, { config, database, issuers }) => {
  await sweepExpired(database.db);

  await app.register(
    async (scope) => {
      // oidc-provider reads request bodies itself: Fastify must leave the stream alone here.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

      registerInteractions(scope, {
        providerFor: issuers.providerFor,
        audience: config.oidc.audience,
        publicUrl: config.publicUrl,
      });

      const handle = (req: FastifyRequest, reply: FastifyReply) => {
        const callback = issuers.handlerFor(req);
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
