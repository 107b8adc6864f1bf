import type { FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { providerConfiguration } from './configuration.ts';
import { loadCliSecret, loadCookieKeys } from './keys.ts';
import { isOwnHost } from './own-hosts.ts';

/** Where Fastify mounts the provider (app.ts and the web app's 404 handling assume it). */
export const DEV_PROVIDER_PREFIX = '/oidc';
/** Issuers kept at most: one per address the app is opened on, a handful in practice. */
export const MAX_DEV_ISSUERS = 32;

export type DevIssuers = {
  /** The issuer a browser on this request's address signs in at (PUBLIC_URL's for a stranger). */
  issuerFor(req: FastifyRequest): string;
  /** That issuer's provider, made on first use. */
  providerFor(req: FastifyRequest): Provider;
  /** Its request handler (Koa composes one per call to callback(): kept). */
  handlerFor(req: FastifyRequest): ReturnType<Provider['callback']>;
  /** Whether a token's `iss` is one of ours (the signature, checked too, proves it was us). */
  accepts(iss: string): boolean;
  /** The issuer at PUBLIC_URL (the CLI's, and every stranger's). */
  main: Provider;
};

export type DevIssuerSetup = {
  config: Config;
  db: Db;
  signingKeys: JWK[];
  /** Storage and server errors of the providers. */
  log: (err: unknown) => void;
};

/**
 * One issuer per address the app is opened on (issue 17): `http://127.0.0.1:8080/oidc`, the
 * network address a tablet uses, `localhost`, the Vite dev server through its proxy. A browser
 * only finishes a login at an issuer on its own origin, and `localhost` on a tablet is the tablet.
 * The issuers share keys, cookie keys and storage (sessions, grants, codes live in PostgreSQL),
 * differ only in their name and the one origin their web client comes back to, and the API
 * accepts the tokens of each. Only this machine's own names and addresses get one (own-hosts.ts);
 * any other Host header is served by the issuer at PUBLIC_URL, as before.
 */
export async function createDevIssuers(setup: DevIssuerSetup): Promise<DevIssuers> {
  const { config } = setup;
  const [cookieKeys, cliSecret] = await Promise.all([
    loadCookieKeys(setup.db),
    loadCliSecret(setup.db),
  ]);
  const publicOrigin = new URL(config.publicUrl).origin;

  const make = (origin: string, issuer: string) => {
    const provider = new Provider(
      issuer,
      providerConfiguration({
        ...setup,
        cookieKeys,
        cliSecret,
        origin,
        mountPath: new URL(issuer).pathname.replace(/\/$/, ''),
      }),
    );
    provider.proxy = true;
    provider.on('server_error', (_ctx, err) => setup.log(err));
    return provider;
  };

  const main = make(publicOrigin, config.oidc.issuer);
  const handlers = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  const providers = new Map<string, Provider>([[publicOrigin, main]]);

  const originOf = (req: FastifyRequest): string | undefined => {
    if (!req.host || !isOwnHost(req.hostname, config.publicUrl)) return undefined;
    const origin = `${req.protocol}://${req.host}`.toLowerCase();
    return URL.canParse(origin) ? new URL(origin).origin : undefined;
  };

  const providerFor = (req: FastifyRequest): Provider => {
    const origin = originOf(req);
    if (!origin) return main;
    let provider = providers.get(origin);
    if (!provider) {
      if (providers.size >= MAX_DEV_ISSUERS) return main;
      provider = make(origin, `${origin}${DEV_PROVIDER_PREFIX}`);
      providers.set(origin, provider);
    }
    return provider;
  };

  return {
    main,
    providerFor,
    handlerFor: (req) => {
      const provider = providerFor(req);
      let handler = handlers.get(provider);
      if (!handler) handlers.set(provider, (handler = provider.callback()));
      return handler;
    },
    issuerFor: (req) => providerFor(req).issuer,
    accepts: (iss) => {
      if (iss === config.oidc.issuer) return true;
      if (!URL.canParse(iss)) return false;
      const url = new URL(iss);
      return (
        url.pathname === DEV_PROVIDER_PREFIX &&
        url.href === `${url.origin}${DEV_PROVIDER_PREFIX}` &&
        isOwnHost(url.hostname, config.publicUrl)
      );
    },
  };
}
