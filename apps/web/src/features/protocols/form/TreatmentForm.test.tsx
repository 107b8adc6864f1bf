import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import LaboForm from '../../labos/LaboForm.tsx';
import ProtocolForm from '../ProtocolForm.tsx';
import {
  account,
  basicProtocol,
  formApi,
  goneProductId,
  laboAccount,
  productId,
} from '../test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/settings/protocol/:id" element={<ProtocolForm />} />
    <Route path="/settings/labo/:id" element={<LaboForm />} />
    <Route path="/settings/protocols" element={<h1>Protocollijst</h1>} />
    <Route path="/settings/labos" element={<h1>Labolijst</h1>} />
    <Route path="/case/:id" element={<h1>Case</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('protocol and lab-test form', { timeout: 30000 }, () => {
  it("'undefined' creates a protocol: NL name, account, tax and price required; products with an amount", async () => {
    const calls = mockFetch(formApi(undefined, [account, laboAccount]));
    const { user, feedback, router } = renderWithProviders(page, {
      url: '/settings/protocol/undefined',
    });
    expect(await screen.findByRole('heading', { name: 'Protocol toevoegen' })).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Opslaan' });
    expect(screen.getByRole('switch', { name: /^Vaste prijs/ })).toBeRequired();
    const name = screen.getByRole('textbox', { name: /^Naam \(NL\)/ });
    await user.type(name, 'x');
    await user.clear(name);
    await user.type(screen.getByRole('spinbutton', { name: /^Prijs/ }), '-1');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Dit veld is verplicht'));
    expect(save).toBeDisabled();

    await user.type(name, 'Inseminatie vers sperma');
    await user.clear(screen.getByRole('spinbutton', { name: /^Prijs/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Prijs/ }), '85.5');
    await user.click(screen.getByRole('combobox', { name: /^Rekening/ }));
    await user.click(await screen.findByRole('option', { name: '700100 Prestaties' }));
    await user.click(screen.getByRole('switch', { name: /^Vaste prijs/ }));
    await user.click(screen.getByRole('switch', { name: 'Eigen factuuromschrijving' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Factuuromschrijving' }),
      'Inseminatie (vers)',
    );

    await user.click(screen.getByRole('button', { name: 'Product toevoegen' }));
    await user.type(screen.getByRole('combobox', { name: /^Product/ }), 'Oxy');
    await user.click(await screen.findByRole('option', { name: 'Oxytocine' }));
    await user.clear(screen.getByRole('spinbutton', { name: /^Aantal/ }));
    await user.type(screen.getByRole('spinbutton', { name: /^Aantal/ }), '2');

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/protocols'));
    const search = calls.find((c) => c.url.pathname === '/api/product/search');
    expect(search?.url.searchParams.get('limit')).toBe('5');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/protocol');
    expect(post?.body).toEqual({
      protocol: {
        name: 'Inseminatie vers sperma',
        translations: { en: null, fr: null },
        account: account._id,
        tax: 21,
        price: 85.5,
        fixedPrice: true,
        hasCustomDescription: true,
        invoiceDescription: 'Inseminatie (vers)',
        products: [{ product: productId, amount: 2 }],
        parameters: [],
        simple_parameters: [],
        notifications: [],
        reportType: null,
        transactionConfig: [],
      },
    });
    expect(feedback.showSuccess).toHaveBeenCalledWith(
      'Inseminatie vers sperma succesvol opgeslagen',
    );
  });

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
});
