import { z } from 'zod';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { paths } from '../lib/paths.ts';

/** What the server tells the browser about its identity provider (GET /config.json). */
const authConfig = z.object({
  issuer: z.string().min(1),
  clientId: z.string().min(1),
  audience: z.string().min(1),
  /** The address the app is meant to be opened on (PUBLIC_URL). */
  publicUrl: z.string().min(1),
  /** True when the identity provider signs in on any address of the app (the embedded one). */
  anyAddress: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfig>;

export async function loadAuthConfig(): Promise<AuthConfig> {
  const res = await fetch('/config.json', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Configuratie kon niet geladen worden (${res.status}).`);
  return authConfig.parse(await res.json());
}

/**
 * Where a visitor on the wrong address should go instead: a real identity provider knows the app
 * by PUBLIC_URL only (issue 17), so the same page there. Undefined when this address will do.
 */
export function addressToUse(config: AuthConfig, here: Location | URL): string | undefined {
  if (config.anyAddress) return undefined;
  const target = new URL(config.publicUrl);
  if (target.origin === here.origin) return undefined;
  const base = target.href.replace(/\/$/, '');
  return `${base}${here.pathname}${here.search}${here.hash}`;
}

/** The notice when the identity provider's login page could not be reached from this address. */
export function loginUnreachableMessage(publicUrl: string | null, origin: string): string {
  if (publicUrl && new URL(publicUrl).origin !== origin)
    return `De aanmeldpagina is niet bereikbaar vanaf dit adres. Open Stalboek op ${publicUrl} en meld daar aan.`;
  return 'De aanmeldpagina is niet bereikbaar. Probeer het later opnieuw.';
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
