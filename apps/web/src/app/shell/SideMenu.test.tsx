import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp.tsx';
import { startSession } from '../../test/session.ts';

/** Spec 01 §2 "Side menu entries", copied from the spec text. */
const SPEC_MENU_PATHS = [
  '/customer?type=particulier',
  '/icsi?onlyActive=true',
  '/semen',
  '/fertility/stock-costs',
  '/stock',
  '/cases?status=Factureerbaar&status=Open&hideSurrogate=true',
  '/horse?aliveOnly=true',
  '/report/available-locations',
  '/report/location?type=Merrie&surrogate=true&aliveOnly=true',
  '/report/death-horses?death=true',
  '/report/semen-stock',
  '/report/icsi-stock',
  '/report/delivered-products?type=Aankoop',
  '/report/outgoing-products?out=true',
  '/report/applied-medication?type=Toediening',
  '/yearlyReport',
  '/livestock',
  '/covered-mares',
  '/transactions-per-stallion-owner',
  '/settings/location',
  '/settings/nitrogen-container',
  '/settings/research-sheets',
  '/settings/products',
  '/settings/protocols',
  '/settings/labos',
  '/settings/pension',
  '/settings/uploadSemenStock',
];

async function openDrawer(path: string) {
  const { session, manager } = await startSession();
  const view = renderApp(session, path);
  fireEvent.click(await screen.findByLabelText('Menu openen'));
  const nav = await screen.findByLabelText('Hoofdmenu');
  return { ...view, nav: within(nav), navElement: nav, manager };
}

describe('side menu', () => {
  it('lists every menu path of the spec, submenus included, and nothing else', async () => {
    const { nav, navElement } = await openDrawer('/');
    for (const submenu of ['Fertiliteit', 'Rapporten', 'Beheer']) {
      fireEvent.click(nav.getByText(submenu));
    }
    const hrefs = [...navElement.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.sort()).toEqual([...SPEC_MENU_PATHS].sort());
    expect(nav.getByText('Stikstof Vaten').closest('a')).toHaveAttribute(
      'href',
      '/settings/nitrogen-container',
    );
  });

  it('highlights the current entry and opens its submenu', async () => {
    const { nav } = await openDrawer('/settings/location?page=2');
    const link = (label: string) => nav.getByText(label).closest('a');
    expect(link('Locaties')).toHaveAttribute('aria-current', 'page');
    expect(link('Locaties')).toHaveClass('Mui-selected');
    expect(link('Stikstof Vaten')).not.toHaveAttribute('aria-current');
  });

  it('navigates with the entry’s default query and closes', async () => {
    const { nav, router } = await openDrawer('/');
    fireEvent.click(nav.getByText('Cases'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(router.state.location.search).toBe(
      '?status=Factureerbaar&status=Open&hideSurrogate=true',
    );
    await waitFor(() => expect(screen.queryByLabelText('Hoofdmenu')).not.toBeInTheDocument());
  });

  it("'Afmelden' removes the local session and signs out at the identity provider", async () => {
    const { nav, manager } = await openDrawer('/');
    fireEvent.click(nav.getByText('Afmelden'));
    await waitFor(() =>
      expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' }),
    );
    expect(manager.removeUser).toHaveBeenCalled();
  });
});
