import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../components/test/unsavedChanges.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import ProductForm from './ProductForm.tsx';
import { config, regumate } from './test/fixtures.ts';

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === '/api/config/product') return { body: config };
  if (call.method === 'GET') return { body: regumate };
  const sent = (call.body as { product: object }).product;
  return { status: call.method === 'POST' ? 201 : 200, body: { ...regumate, ...sent } };
}

const page = (
  <Routes>
    <Route path="/settings/product/:id" element={<ProductForm />} />
    <Route path="/settings/products" element={<h1>Lijst</h1>} />
    <Route path="/stock/:id" element={<h1>Stockpagina</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('ProductForm', { timeout: 30000 }, () => {
  it("'undefined' creates: name, type, tax, CNK, dosage and price required; 'Product opslaan'", async () => {
    const calls = mockFetch(api);
    const { user, feedback, router } = renderWithProviders(page, {
      url: '/settings/product/undefined',
    });
    const save = await screen.findByRole('button', { name: 'Product opslaan' }, { timeout: 15000 });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Naam/), 'Equimoxine');
    await user.type(screen.getByLabelText(/^CNK/), '12345');
    await user.type(screen.getByLabelText(/^Dosis/), '-1');
    await user.tab();
    expect(await screen.findByText('Een CNK bestaat uit 7 cijfers')).toBeInTheDocument();
    expect(screen.getByText('Mag niet negatief zijn')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^CNK/), '67');
    await user.clear(screen.getByLabelText(/^Dosis/));
    await user.type(screen.getByLabelText(/^Dosis/), '10');
    await user.type(screen.getByLabelText(/^Verkoopprijs per eenheid/), '12.5');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Vaccin' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/products'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/product');
    expect(post?.body).toEqual({
      product: {
        name: 'Equimoxine',
        type: 'Vaccin',
        tax: 21,
        CNK: '1234567',
        dosage: 10,
        sellingPricePerUnit: 12.5,
        outgoingUnit: null,
        waitingTime: null,
        supplementAdministration: null,
      },
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith('Equimoxine succesvol opgeslagen');
  });

  it("edits with 'Product aanpassen' and goes back one page on success", async () => {
    const calls = mockFetch(api);
    const { user, router } = renderWithProviders(page, { url: `/stock/${regumate._id}` });
    await router.navigate(`/settings/product/${regumate._id}`);
    const save = await screen.findByRole(
      'button',
      { name: 'Product aanpassen' },
      { timeout: 15000 },
    );
    await user.clear(screen.getByLabelText(/^Naam/));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Naam/), 'Regumate');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/stock/${regumate._id}`));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/product/${regumate._id}`);
    expect(put?.body).toMatchObject({ product: { name: 'Regumate', CNK: '1234567', tax: 6 } });
  });

  it("leaving with unsaved changes asks first: 'Blijven' keeps them; untouched it goes at once", async () => {
    mockFetch(api);
    const { user, router } = renderWithProviders(page, {
      url: `/settings/product/${regumate._id}`,
    });
    const name = await screen.findByLabelText(/^Naam/, {}, { timeout: 15000 });
    await waitFor(() => expect(name).toHaveValue('Regumate Equine'));
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/products'));
    expect(unsavedQuestion()).not.toBeInTheDocument();

    await router.navigate(`/settings/product/${regumate._id}`);
    await user.type(await screen.findByLabelText(/^Naam/), ' 200 ml');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(router.state.location.pathname).toBe(`/settings/product/${regumate._id}`);
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Regumate Equine 200 ml');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe('/settings/products');
  });

  it("an unknown product says 'Product niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/product/${missing}` ? apiError(404, 'niet gevonden') : api(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/settings/product/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Product niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de producten' }));
    expect(router.state.location.pathname).toBe('/settings/products');
  });

  it("a server failure says 'Product kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/product/${regumate._id}` ? apiError(500, 'Kapot') : api(call),
    );
    renderWithProviders(page, { url: `/settings/product/${regumate._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Product kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de producten' })).toBeInTheDocument();
  });
});
