import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import Alert from '@mui/material/Alert';
import { installDutchMessages } from '@stalboek/domain';
import { setAuth } from '../api/client.ts';
import { addressToUse, createUserManager, loadAuthConfig } from '../auth/config.ts';
import { provideDigestOutsideSecureContext } from '../auth/insecureContext.ts';
import { isSessionValid, Session } from '../auth/session.ts';
import { Providers } from './Providers.tsx';
import { paths } from '../lib/paths.ts';
import { routes } from './routes.tsx';
import { preloadPath } from './lazyPage.tsx';

/**
 * Starts the app: learns the identity provider (/config.json), restores the session (one silent
 * renewal when it expired), gives the API client its token source, then renders the router. The
 * page the URL shows is loaded meanwhile.
 */
export async function boot(element: HTMLElement): Promise<void> {
  // The forms' zod resolvers show the same Dutch messages as the API's 400s.
  installDutchMessages();
  provideDigestOutsideSecureContext();
  const root = createRoot(element);
  const authConfig = loadAuthConfig();
  const page = preloadPath(routes, window.location.pathname);
  let session: Session;
  try {
    const config = await authConfig;
    const elsewhere = addressToUse(config, window.location);
    if (elsewhere) {
      window.location.replace(elsewhere);
      return;
    }
    session = new Session(createUserManager(config), config.publicUrl);
    // On /callback the login is being finished: no renewal of an old session there.
    if (window.location.pathname !== paths.callback) await session.start();
  } catch (error) {
    console.error(error);
    root.render(
      <Alert severity="error" variant="filled" square>
        Stalboek kon niet starten: de aanmeldconfiguratie is niet bereikbaar. Probeer het later
        opnieuw.
      </Alert>,
    );
    return;
  }
  setAuth({ token: () => session.token(), renew: () => session.renew() });
  // The first render waits for the page's chunk and shows it at once: a loading bar in its place
  // would be held by React for 300 ms after the chunk is in (Suspense throttling). Not for a
  // visitor who is logged out: they get the login prompt, not that page.
  const loggingIn = window.location.pathname === paths.callback;
  if (loggingIn || isSessionValid(session.current())) await page;
  const router = createBrowserRouter(routes);
  root.render(
    <StrictMode>
      <Providers session={session}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
