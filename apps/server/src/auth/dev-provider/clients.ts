import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../config.ts';

/** The confidential client `npm run token` uses (client_credentials); its secret: keys.ts. */
export const CLI_CLIENT_ID = 'stalboek-cli';

/** The Vite dev server (apps/web), which proxies /api and /oidc to this app. */
export const VITE_DEV_URL = 'http://localhost:5173';

/** Where the browser client may come back to: the app itself and the Vite dev server. */
export function webAppBases(config: Config): string[] {
  return [...new Set([config.publicUrl.replace(/\/$/, ''), VITE_DEV_URL])];
}

/** The origins of webAppBases, for CSP form-action (a login form post ends in a redirect there). */
export function webAppOrigins(config: Config): string[] {
  return [...new Set(webAppBases(config).map((b) => new URL(b).origin))];
}

export function clientsFor(config: Config, cliSecret: string): ClientMetadata[] {
  const bases = webAppBases(config);
  return [
    {
      client_id: config.oidc.clientId,
      client_name: 'Stalboek',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: bases.flatMap((b) => [`${b}/callback`, `${b}/silent-renew`]),
      post_logout_redirect_uris: bases.map((b) => `${b}/`),
      scope: 'openid offline_access profile email full_access',
    },
    {
      client_id: CLI_CLIENT_ID,
      client_name: 'Stalboek CLI',
      client_secret: cliSecret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
      scope: 'full_access',
    },
  ];
}
