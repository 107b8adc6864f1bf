import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { JWTVerifyGetKey } from 'jose';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { requireAuth } from './auth/verify.ts';
import type { Actor } from './lib/audit.ts';
import { embeddedIssuerKeys, issuerKeys } from './auth/jwks.ts';
import { registerRateLimit } from './auth/rate-limit.ts';
import { tokenVerifier } from './auth/token-verifier.ts';
import { devProviderPlugin } from './auth/dev-provider/index.ts';
import { createDevIssuers } from './auth/dev-provider/issuers.ts';
import { loadSigningKeys } from './auth/dev-provider/keys.ts';
import { mediniPlugin } from './integrations/medini/plugin.ts';
import { registerErrorHandler, errorBody } from './lib/error-handler.ts';
import { registerJsonParser } from './lib/json-parser.ts';
import { registerQueryLimits } from './lib/query-limits.ts';
import { openapiComponents, openapiDocumentTransform, openapiTransform } from './lib/openapi.ts';
import { registerSecurityHeaders, securityHeaderOptions } from './lib/security-headers.ts';
import { compiledSerializerCompiler } from './lib/serializer.ts';
import { healthRoutes } from './modules/health/index.ts';
import { apiModules } from './modules/index.ts';
import { HASHED_PREFIX, registerWebAssets, webApp } from './web-assets.ts';

export const BODY_LIMIT = 1024 * 1024; // 1 MB for JSON; uploads have their own limit
/** The longest path parameter the router takes (as sent, URL-encoded); longer: 414. */
export const MAX_PARAM_LENGTH = 200;

export type AppOptions = {
  config: Config;
  database: Database;
  /** Verification keys; defaults to the issuer's JWKS (tests pass a local key set). */
  authKeys?: JWTVerifyGetKey;
  logger?: boolean;
  /** Sees every route as it is registered (the contract test walks them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Also encode every answer with its zod schema, failing one that does not match it or that the
   * compiled serializer writes differently (lib/serializer.ts). On under Vitest; production
   * serialises without zod.
   */
  checkResponses?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Database['db'];
  }
}

/** Builds the whole app without listening: main.ts listens, tests call inject(). */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxy(config.trustProxy),
    // `POST /api/search-result/` (spec 01 §7) and `/api/search-result` are one route.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true },
    // Refusals the router makes before any hook (bad URL encoding, overlong parameter): our shape.
    frameworkErrors: frameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    compiledSerializerCompiler({ check: opts.checkResponses ?? process.env.VITEST !== undefined }),
  );
  app.decorate('db', database.db);
  app.decorateRequest('actor', null as unknown as Actor); // set by requireAuth on guarded routes
  registerJsonParser(app);
  const web = webApp(config);
  registerErrorHandler(app, web?.fallback);

  registerSecurityHeaders(app, securityHeaderOptions(config.publicUrl), HASHED_PREFIX);
  // The embedded dev provider's keys are handed to the verifier in this process (auth/jwks.ts).
  const devSigningKeys = config.oidc.devProvider ? await loadSigningKeys(database.db) : undefined;
  const devIssuers = devSigningKeys
    ? await createDevIssuers({
        config,
        db: database.db,
        signingKeys: devSigningKeys,
        log: (err) => app.log.error({ err }, 'dev identity provider error'),
      })
    : undefined;
  const verify = tokenVerifier({
    issuer: devIssuers?.accepts ?? config.oidc.issuer,
    audience: config.oidc.audience,
    keys:
      opts.authKeys ??
      (devSigningKeys ? embeddedIssuerKeys(devSigningKeys) : issuerKeys(config.oidc.issuer)),
  });
  // Per user or per address, on the routed path, before the token check (auth/rate-limit.ts).
  await registerRateLimit(app, { max: config.rateLimitMax, verify });
  registerQueryLimits(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Stalboek API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: openapiComponents(),
      },
      security: [{ bearer: [] }],
    },
    transform: openapiTransform,
    transformObject: openapiDocumentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { prefix: '/api', database });

  // The web app's login settings. The dev provider signs in on whatever address the browser used;
  // a real issuer knows one address only, to which the web app sends a visitor (auth/config.ts).
  app.get('/config.json', { schema: { hide: true } }, async (req) => ({
    issuer: devIssuers?.issuerFor(req) ?? config.oidc.issuer,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience,
    publicUrl: config.publicUrl,
    anyAddress: devIssuers !== undefined,
  }));

  if (devIssuers) await app.register(devProviderPlugin, { config, database, issuers: devIssuers });
  await app.register(mediniPlugin, { config: config.medini });

  await app.register(
    async (api) => {
      requireAuth(api, { verify });
      await api.register(apiModules);
    },
    { prefix: '/api' },
  );

  if (web) await registerWebAssets(app, web);
  return app;
}

/** Fastify's trustProxy from config: a hop count n trusts the n nearest hops, as proxy-addr does. */
function trustProxy(setting: Config['trustProxy']): boolean | string[] | TrustProxyHop {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
type TrustProxyHop = (address: string, hop: number) => boolean;

function frameworkError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 400;
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'Parameter in de URL is te lang' : 'Ongeldige URL';
  void reply.status(status).send(errorBody(status, message));
}
