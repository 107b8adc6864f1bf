import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/renderApp.tsx';
import { makeUser, startSession } from '../test/session.ts';

afterEach(() => vi.restoreAllMocks());

describe('logged out', () => {
  it('a visit to /settings/location is sent to /?redirect=%2Fsettings%2Flocation', async () => {
    const { session } = await startSession(null);
    const { router } = renderApp(session, '/settings/location');
    expect(
      await screen.findByText('U moet aangemeld zijn om Stalboek te gebruiken.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?redirect=%2Fsettings%2Flocation');
    expect(screen.getByRole('alert')).toHaveTextContent('U moet aangemeld zijn');
    expect(screen.queryByRole('heading', { name: 'Locaties' })).not.toBeInTheDocument();
  });

  it("'Aanmelden' starts the login carrying the wanted path (query included)", async () => {
    const { session, manager } = await startSession(null);
    renderApp(session, '/cases?status=Open&hideSurrogate=true');
    fireEvent.click(await screen.findByRole('button', { name: 'Aanmelden' }));
    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        state: '/cases?status=Open&hideSurrogate=true',
      }),
    );
  });

  it('an expired session whose renewal fails shows the login prompt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, manager } = await startSession(makeUser({ expiresInS: -5 }));
    renderApp(session, '/');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
  });
});

describe('logged in', () => {
  it('home shows the welcome and shortcuts to the daily screens', async () => {
    const { session } = await startSession();
    renderApp(session, '/');
    expect(await screen.findByRole('heading', { name: 'Welkom, Dr. Peeters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cases/ })).toHaveAttribute(
      'href',
      '/cases?status=Factureerbaar&status=Open&hideSurrogate=true',
    );
    expect(screen.getByRole('link', { name: /^Paarden/ })).toHaveAttribute(
      'href',
      '/horse?aliveOnly=true',
    );
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).not.toBeInTheDocument();
  });

  it('the pages of the locations module are routed', async () => {
    const { session } = await startSession();
    renderApp(session, '/settings/location?page=1&limit=10');
    expect(await screen.findByRole('heading', { name: 'Locaties' })).toBeInTheDocument();
  });

  it("a screen not built yet says 'Nog niet beschikbaar' with a way home", async () => {
    const { session } = await startSession();
    const { router } = renderApp(session, '/yearlyReport');
    expect(
      await screen.findByRole('heading', { name: 'Nog niet beschikbaar' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Terug naar start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("a mistyped path says 'Pagina niet gevonden' (not 'Nog niet beschikbaar') with a way home", async () => {
    const { session } = await startSession();
    const { router } = renderApp(session, '/foo/bar');
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\/foo\/bar/)).toBeInTheDocument();
    expect(screen.queryByText(/komt in een volgende versie/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Terug naar start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("only the menu's screens not built yet (and what lies under them) say 'Nog niet beschikbaar'", async () => {
    const { session } = await startSession();
    for (const path of ['/livestock', '/covered-mares', '/report/gestation']) {
      const view = renderApp(session, path);
      expect(
        await screen.findByRole('heading', { name: 'Nog niet beschikbaar' }),
      ).toBeInTheDocument();
      view.unmount();
    }
    renderApp(session, '/cases/foo');
    expect(
      await screen.findByRole('heading', { name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
  });

  it("the pages of the semen module are routed (no longer 'Nog niet beschikbaar')", async () => {
    const { session } = await startSession();
    const pages: [string, string][] = [
      ['/semen', 'Paarden met sperma loten'],
      ['/semen/0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c05?hideEmpty=true', 'Sperma loten'],
      ['/semen/create/undefined?horse=0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c05', 'Sperma lot'],
    ];
    for (const [path, heading] of pages) {
      const view = renderApp(session, path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Nog niet beschikbaar' })).toBeNull();
      view.unmount();
    }
  });

  it("the pages of the ICSI lots are routed (no longer 'Nog niet beschikbaar')", async () => {
    const { session } = await startSession();
    const pages: [string, string][] = [
      ['/icsi?onlyActive=true', 'ICSI Loten'],
      ['/icsi/create', 'ICSI lot'],
      ['/icsi/0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c05', 'ICSI lot'],
    ];
    for (const [path, heading] of pages) {
      const view = renderApp(session, path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Nog niet beschikbaar' })).toBeNull();
      view.unmount();
    }
  });

  it('the ICSI reports are routed: the delivery report of a lot and the ICSI stock report', async () => {
    const { session } = await startSession();
    const lot = '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c05';
    const pages: [string, string][] = [
      [`/icsi/${lot}/delivery-report?embryo=${lot}`, "Leveringsrapport embryo's"],
      ['/report/icsi-stock', 'ICSI stock rapport'],
    ];
    for (const [path, heading] of pages) {
      const view = renderApp(session, path);
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('the callback finishes the login and goes to the wanted path', async () => {
    const { session, manager } = await startSession(null);
    manager.signinRedirectCallback.mockResolvedValue(
      makeUser({ state: '/settings/nitrogen-container' }),
    );
    const { router } = renderApp(session, '/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { name: 'Stikstof Vaten' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/nitrogen-container');
  });

  it('the top bar has the search box and the notification bell', async () => {
    const { session } = await startSession();
    renderApp(session, '/');
    const search = await screen.findByRole('combobox', { name: 'Zoeken' });
    fireEvent.mouseDown(search);
    expect(await screen.findByText('Typ minstens 2 tekens om te zoeken')).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Notificaties' }));
    expect(await screen.findByText('Geen nieuwe notificaties')).toBeInTheDocument();
  });
});
