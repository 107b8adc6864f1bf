import type { User, UserManager } from 'oidc-client-ts';

/** The part of oidc-client-ts's UserManager the session uses (tests pass a fake). */
export type SessionManager = Pick<
  UserManager,
  | 'getUser'
  | 'removeUser'
  | 'signinSilent'
  | 'signinRedirect'
  | 'signinRedirectCallback'
  | 'signoutRedirect'
>;

/** A stored user is a session while its id token (and access token) have not expired. */
export function isSessionValid(user: User | null, nowMs: number = Date.now()): boolean {
  if (!user?.id_token) return false;
  const nowS = nowMs / 1000;
  const idTokenExp = user.profile.exp;
  if (typeof idTokenExp === 'number' && idTokenExp <= nowS) return false;
  return user.expires_at === undefined || user.expires_at > nowS;
}

/** Only a local path ('/x', never '//host' or 'https://...') may be a target after login. */
export function safeLocalPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/\\')) return '/';
  return value;
}

/**
 * The browser's login session (spec 01 §4): authenticated while a stored, unexpired user exists;
 * an expired one gets one silent renewal at start; the API client renews once per 401, and
 * concurrent renewals share one request.
 */
export class Session {
  private user: User | null = null;
  private renewing: Promise<string | null> | null = null;
  private completing: Promise<string> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly manager: SessionManager;
  /** Where the app is meant to be opened (PUBLIC_URL), for the login's error notice. */
  readonly publicUrl: string | null;

  constructor(manager: SessionManager, publicUrl: string | null = null) {
    this.manager = manager;
    this.publicUrl = publicUrl;
  }

  /** Loads the stored user; an expired session is renewed once, else removed (logged out). */
  async start(): Promise<void> {
    const stored = await this.manager.getUser().catch((error: unknown) => {
      console.error('Opgeslagen sessie onleesbaar', error);
      return null;
    });
    this.set(stored);
    if (stored && !isSessionValid(stored)) {
      const token = await this.renew();
      if (!token) await this.clear();
    }
  }

  current(): User | null {
    return this.user;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The stored access token, for the bearer header. */
  async token(): Promise<string | null> {
    const user = await this.manager.getUser();
    return user?.access_token ?? null;
  }

  /** One silent renewal; callers that ask while one runs share its outcome. */
  renew(): Promise<string | null> {
    if (!this.renewing) {
      this.renewing = this.manager
        .signinSilent()
        .then((user) => {
          this.set(user);
          return user?.access_token ?? null;
        })
        .catch((error: unknown) => {
          console.error('Stille vernieuwing van de sessie mislukt', error);
          return null;
        })
        .finally(() => {
          this.renewing = null;
        });
    }
    return this.renewing;
  }

  /** Starts the login at the identity provider; after the callback the user lands on `redirect`. */
  async login(redirect: string | null): Promise<void> {
    await this.manager.signinRedirect({ state: safeLocalPath(redirect ?? '/') });
  }

  /** Finishes the login on /callback (once, even when asked twice) and gives the wanted path. */
  completeLogin(): Promise<string> {
    if (!this.completing) {
      this.completing = this.manager.signinRedirectCallback().then((user) => {
        this.set(user);
        return safeLocalPath(user.state);
      });
    }
    return this.completing;
  }

  /** Removes the local session, then ends it at the identity provider. */
  async logout(): Promise<void> {
    const idToken = this.user?.id_token;
    await this.clear();
    await this.manager.signoutRedirect(idToken ? { id_token_hint: idToken } : undefined);
  }

  private async clear(): Promise<void> {
    await this.manager.removeUser();
    this.set(null);
  }

  private set(user: User | null): void {
    this.user = user;
    for (const listener of this.listeners) listener();
  }
}
