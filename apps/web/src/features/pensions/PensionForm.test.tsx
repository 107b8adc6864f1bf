import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../components/test/unsavedChanges.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import PensionForm from './PensionForm.tsx';

const pensionId = '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c31';
const account = { _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c41', number: '701000', name: 'Pension' };

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === '/api/account') return { body: { results: [account] } };
  return {
    status: 201,
    body: {
      _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c31',
      name: 'Paddock',
      translations: { en: null, fr: null },
      account,
      tax: 21,
      pricePerDay: 9,
      availableFor: ['Hengst'],
    },
  };
}

const page = (
  <Routes>
    <Route path="/settings/pension/:id" element={<PensionForm />} />
    <Route path="/settings/pension" element={<h1>Lijst</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('PensionForm', { timeout: 20000 }, () => {
  it("'undefined' creates: name NL, account, tax and price per day ≥ 0 are required", async () => {
    const calls = mockFetch(api);
    const { user, feedback, router } = renderWithProviders(page, {
      url: '/settings/pension/undefined',
    });
    expect(
      await screen.findByRole('heading', { name: 'Pension type toevoegen' }),
    ).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    await user.type(screen.getByLabelText(/^Naam \(NL\)/), 'Paddock');
    await user.type(screen.getByLabelText(/^Prijs per dag/), '-1');
    expect(await screen.findByText('Mag niet negatief zijn')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Prijs per dag/));
    await user.type(screen.getByLabelText(/^Prijs per dag/), '9');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Rekening/ }));
    await user.click(await screen.findByRole('option', { name: '701000 Pension' }));
    await user.click(screen.getByRole('checkbox', { name: 'Merrie' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/pension'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/pension');
    expect(post?.body).toEqual({
      pension: {
        name: 'Paddock',
        translations: { en: null, fr: null },
        account: account._id,
        tax: 21,
        pricePerDay: 9,
        availableFor: ['Hengst'],
      },
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith('Paddock succesvol opgeslagen');
  });

  it('leaving a new pension type asks only once something was typed', async () => {
    mockFetch(api);
    const { user, router } = renderWithProviders(page, { url: '/settings/pension/undefined' });
    await user.click(await screen.findByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/pension'));
    expect(unsavedQuestion()).not.toBeInTheDocument();

    await router.navigate('/settings/pension/undefined');
    const name = await screen.findByLabelText(/^Naam \(NL\)/);
    await user.type(name, 'Paddock');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(screen.getByLabelText(/^Naam \(NL\)/)).toHaveValue('Paddock');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe('/settings/pension');
  });

  it("an unknown pension type says 'Pension type niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/pension/${missing}` ? apiError(404, 'niet gevonden') : api(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/settings/pension/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Pension type niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de pension types' }));
    expect(router.state.location.pathname).toBe('/settings/pension');
  });

  it("a server failure says 'Pension type kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/pension/${pensionId}` ? apiError(500, 'Kapot') : api(call),
    );
    renderWithProviders(page, { url: `/settings/pension/${pensionId}` });
    expect(
      await screen.findByRole('heading', { name: 'Pension type kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de pension types' })).toBeInTheDocument();
  });
});
