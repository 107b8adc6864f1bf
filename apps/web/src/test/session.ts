import { vi } from 'vitest';
import { User } from 'oidc-client-ts';
import { Session } from '../auth/session.ts';
import type { SessionManager } from '../auth/session.ts';

/** A stored OIDC user whose tokens expire `expiresInS` seconds from now (negative = expired). */
export function makeUser(opts: { expiresInS?: number; accessToken?: string; state?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (opts.expiresInS ?? 3600);
  return new User({
    id_token: 'id-token',
    access_token: opts.accessToken ?? 'access-token',
    token_type: 'Bearer',
    scope: 'openid profile full_access',
    profile: {
      sub: 'u1',
      iss: 'https://idp.test',
      aud: 'stalboek',
      exp,
      iat: now,
      name: 'Dr. Peeters',
    },
    expires_at: exp,
    userState: opts.state,
  });
}

/** A UserManager stand-in whose store holds `user`; every method is a spy. */
export function fakeManager(user: User | null = null) {
  let stored = user;
  const manager = {
    getUser: vi.fn(async () => stored),
    removeUser: vi.fn(async () => {
      stored = null;
    }),
    signinSilent: vi.fn(async (): Promise<User | null> => {
      throw new Error('login_required');
    }),
    signinRedirect: vi.fn(async () => {}),
    signinRedirectCallback: vi.fn(async () => makeUser()),
    signoutRedirect: vi.fn(async () => {}),
  } satisfies SessionManager;
  return manager;
}

/** A started Session over a fake manager: logged in with a valid user unless `user` says otherwise. */
export async function startSession(user: User | null = makeUser()) {
  const manager = fakeManager(user);
  const session = new Session(manager);
  await session.start();
  return { session, manager };
}
