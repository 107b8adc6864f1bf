import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../components/test/unsavedChanges.ts';
import { basicProtocol, formApi, goneProductId, laboAccount } from '../protocols/test/fixtures.ts';
import LaboForm from './LaboForm.tsx';

const page = (
  <Routes>
    <Route path="/settings/labo/:id" element={<LaboForm />} />
    <Route path="/settings/labos" element={<h1>Labolijst</h1>} />
    <Route path="/case/:id" element={<h1>Case</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('lab-test form', { timeout: 30000 }, () => {
  it('the lab form offers only 707102 accounts; a deleted product is named and blocks saving until removed', async () => {
    const labo = {
      ...basicProtocol,
      name: 'Bloedonderzoek',
      account: laboAccount,
      products: [{ product: goneProductId, amount: 1, name: null }],
    };
    const calls = mockFetch(formApi(labo, [laboAccount]));
    const { user, router } = renderWithProviders(page, { url: '/case/1' });
    await act(() => router.navigate(`/settings/labo/${labo._id}`));
    expect(await screen.findByRole('heading', { name: 'Bloedonderzoek' })).toBeInTheDocument();
    expect(
      calls.find((c) => c.url.pathname === '/api/account')?.url.searchParams.get('number'),
    ).toBe('707102');
    expect(
      await screen.findByText(`product met id: ${goneProductId} bestaat niet meer`),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Product 1 verwijderen' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    // Back one page: to where the user came from.
    await waitFor(() => expect(router.state.location.pathname).toBe('/case/1'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/labo/${labo._id}`);
    expect(put?.body).toMatchObject({ labo: { account: laboAccount._id, products: [] } });
  });

  it('a new lab test starts with the only 707102 account chosen', async () => {
    mockFetch(formApi(undefined, [laboAccount]));
    renderWithProviders(page, { url: '/settings/labo/undefined' });
    expect(
      await screen.findByRole('heading', { name: 'Labo-onderzoek toevoegen' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Rekening/ })).toHaveTextContent(
      '707102 Labo-onderzoeken',
    );
  });

  it('leaving a lab test asks only once something was changed', async () => {
    const labo = { ...basicProtocol, name: 'Bloedonderzoek', account: laboAccount };
    mockFetch(formApi(labo, [laboAccount]));
    const { user, router } = renderWithProviders(page, { url: `/settings/labo/${labo._id}` });
    const name = await screen.findByRole('textbox', { name: /^Naam \(NL\)/ });
    await waitFor(() => expect(name).toHaveValue('Bloedonderzoek'));
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/labos'));
    expect(unsavedQuestion()).not.toBeInTheDocument();

    await act(() => router.navigate(`/settings/labo/${labo._id}`));
    await user.type(await screen.findByRole('textbox', { name: /^Naam \(NL\)/ }), ' + CK');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(router.state.location.pathname).toBe(`/settings/labo/${labo._id}`);
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe('/settings/labos');
  });

  it("an unknown labo-onderzoek says 'Labo-onderzoek niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/labo/${missing}`
        ? apiError(404, 'niet gevonden')
        : formApi(basicProtocol, [laboAccount])(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/settings/labo/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Labo-onderzoek niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de labo-onderzoeken' }));
    expect(router.state.location.pathname).toBe('/settings/labos');
  });

  it("a server failure says 'Labo-onderzoek kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/labo/${basicProtocol._id}`
        ? apiError(500, 'Kapot')
        : formApi(basicProtocol, [laboAccount])(call),
    );
    renderWithProviders(page, { url: `/settings/labo/${basicProtocol._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Labo-onderzoek kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Terug naar de labo-onderzoeken' }),
    ).toBeInTheDocument();
  });
});
