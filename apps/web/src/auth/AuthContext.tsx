import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Session } from './session.ts';
import { isSessionValid } from './session.ts';
import { PreferenceUser } from '../lib/devicePreferences.ts';

/** What the screens know about the login (spec 01 §6: logged in or not, nothing more). */
export type Auth = {
  authenticated: boolean;
  /** Display name of the logged-in user, if the identity provider gave one. */
  userName: string | null;
  /** The identity provider's id of the logged-in user (`sub`): whose choices a device keeps. */
  userId: string | null;
  login: (redirect: string | null) => Promise<void>;
  /** The address the app is meant to be opened on, if the server said. */
  publicUrl: string | null;
  logout: () => Promise<void>;
  completeLogin: () => Promise<string>;
};

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Publishes a Session to the screens and re-renders them when it changes. */
export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  const user = useSyncExternalStore(session.subscribe, () => session.current());
  const auth = useMemo<Auth>(
    () => ({
      authenticated: isSessionValid(user),
      userName: user?.profile.name ?? user?.profile.preferred_username ?? null,
      userId: isSessionValid(user) ? (user?.profile.sub ?? null) : null,
      login: (redirect) => session.login(redirect),
      publicUrl: session.publicUrl,
      logout: () =>
        session.logout().catch((error: unknown) => {
          console.error('Afmelden bij de identiteitsprovider mislukt', error);
          window.location.assign('/');
        }),
      completeLogin: () => session.completeLogin(),
    }),
    [session, user],
  );
  return (
    <AuthContext.Provider value={auth}>
      <PreferenceUser.Provider value={auth.userId}>{children}</PreferenceUser.Provider>
    </AuthContext.Provider>
  );
}
