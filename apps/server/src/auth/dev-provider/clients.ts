import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../config.ts';

/** The confidential client `npm run token` uses (client_credentials); its secret: keys.ts. */
export const CLI_CLIENT_ID = 'stalboek-cli';

/**
 * The clients of the issuer at `origin` (issuers.ts): the web app opened on that origin, which
 * comes back there, and the CLI client.
 */
export function clientsFor(config: Config, origin: string, cliSecret: string): ClientMetadata[] {
  return [
    {
      client_id: config.oidc.clientId,
      client_name: 'Stalboek',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${origin}/callback`, `${origin}/silent-renew`],
      post_logout_redirect_uris: [`${origin}/`],
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
