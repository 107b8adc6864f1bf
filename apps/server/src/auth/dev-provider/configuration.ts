import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { REQUIRED_SCOPE } from '../verify.ts';
import { accountBySub, findAccount } from './accounts.ts';
import { drizzleAdapterFactory } from './adapter.ts';
import { CLI_CLIENT_ID, clientsFor } from './clients.ts';
import { allowInlineScript, LOGOUT_SCRIPT, logoutPage, messagePage } from './pages.ts';

/** Scopes the provider knows; every grant gets them all (consent is implied for our own clients). */
export const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', REQUIRED_SCOPE];

const HOUR = 60 * 60;
export const TTL = {
  AccessToken: HOUR,
  ClientCredentials: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  Interaction: HOUR,
  Session: 12 * HOUR,
  Grant: 12 * HOUR,
  RefreshToken: 12 * HOUR,
} as const;

export type ProviderSetup = {
  config: Config;
  db: Db;
  signingKeys: JWK[];
  cookieKeys: string[];
  /** The CLI client's secret (keys.ts loadCliSecret). */
  cliSecret: string;
  /** The origin the web app was opened on, which this issuer serves (issuers.ts). */
  origin: string;
  /** Path the provider is reachable on, e.g. '/oidc' (the issuer's path). */
  mountPath: string;
  log: (err: unknown) => void;
};

/** Makes sure a signed-in user's grant for one of our clients holds every scope (implied consent). */
async function loadExistingGrant(ctx: KoaContextWithOIDC, audience: string) {
  const { client, session, account, result, provider } = ctx.oidc;
  if (!client || !session || !account) return undefined;
  const grantId =
    (result?.consent as { grantId?: string } | undefined)?.grantId ??
    session.grantIdFor(client.clientId);
  let grant = grantId ? await provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== account.accountId || grant.clientId !== client.clientId))
    grant = undefined;
  grant ??= new provider.Grant({ clientId: client.clientId, accountId: account.accountId });
  grant.addOIDCScope(OIDC_SCOPES.join(' '));
  grant.addResourceScope(audience, REQUIRED_SCOPE);
  await grant.save();
  return grant;
}

export function providerConfiguration(setup: ProviderSetup): Configuration {
  const { config, origin, mountPath } = setup;
  const { audience } = config.oidc;
  return {
    adapter: drizzleAdapterFactory(setup.db, setup.log),
    clients: clientsFor(config, origin, setup.cliSecret),
    jwks: { keys: setup.signingKeys },
    cookies: {
      keys: setup.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: OIDC_SCOPES,
    pkce: { required: () => true },
    ttl: { ...TTL },
    findAccount,
    loadExistingGrant: (ctx) => loadExistingGrant(ctx, audience),
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, from) => from === origin,
    extraTokenClaims: (_ctx, token) => {
      if ('accountId' in token && typeof token.accountId === 'string') {
        const account = accountBySub(token.accountId);
        return account ? { name: account.name } : undefined;
      }
      return token.clientId === CLI_CLIENT_ID ? { name: 'Stalboek CLI' } : undefined;
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Stalboek — aanmelden mislukt', out.error_description ?? out.error);
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // Our own app asks for the logout: submit the confirmation at once (script allowed by hash).
        logoutSource: (ctx, form) => {
          const csp = ctx.response.get('content-security-policy');
          if (csp) ctx.set('content-security-policy', allowInlineScript(csp, LOGOUT_SCRIPT));
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Stalboek — afgemeld', 'U bent afgemeld.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) =>
          oneOf ? (oneOf.includes(audience) ? audience : [...oneOf]) : audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: REQUIRED_SCOPE,
            audience,
            accessTokenTTL: TTL.AccessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
  };
}
