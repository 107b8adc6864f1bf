import { z } from 'zod';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../lib/paths.ts';

/** What the server tells the browser about its identity provider (GET /config.json). */
const authConfig = z.object({
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  audience: z.string().min(1),
});
export type AuthConfig = z.infer<typeof authConfig>;

export async function loadAuthConfig(): Promise<AuthConfig> {
  const res = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Configuratie kon niet geladen worden (${res.status}).`);
  return authConfig.parse(await res.json());
}

/**
 * The OIDC client: code + PKCE, scope full_access, our API as resource (audience), the session
 * kept in localStorage. Silent renewal is ours to trigger (spec 01 §4), never automatic.
 */
export function createUserManager(
  config: AuthConfig,
  origin = window.location.origin,
): UserManager {
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}${paths.callback}`,
    silent_redirect_uri: `${origin}${paths.silentRenew}`,
    post_logout_redirect_uri: `${origin}${paths.home}`,
    response_type: 'code',
    scope: 'openid profile full_access',
    extraQueryParams: { resource: config.audience },
    extraTokenParams: { resource: config.audience },
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: false,
  });
}
