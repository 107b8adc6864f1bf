import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../../components/test/unsavedChanges.ts';
import ProtocolForm from '../ProtocolForm.tsx';
import { account, basicProtocol, formApi, laboAccount, productId } from '../test/fixtures.ts';

const page = (
  <Routes>
    <Route path="/settings/protocol/:id" element={<ProtocolForm />} />
    <Route path="/settings/protocols" element={<h1>Protocollijst</h1>} />
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

  it('a loaded protocol, untouched, is left at once; once changed leaving asks', async () => {
    const protocol = {
      ...basicProtocol,
      parameters: [
        { elementModel: 'Customer' as const, elementType: null, elementSpecification: null },
      ],
      notifications: [{ text: 'Controle', days: 14, tags: ['Horse' as const] }],
      transactionConfig: [{ transactionType: 'Ovum' as const, transactionAction: 'Gain' as const }],
    };
    mockFetch(formApi(protocol, [account, laboAccount]));
    const { user, router } = renderWithProviders(page, {
      url: `/settings/protocol/${protocol._id}`,
    });
    const name = await screen.findByRole('textbox', { name: /^Naam \(NL\)/ });
    await waitFor(() => expect(name).toHaveValue('Echografie'));
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/protocols'));
    expect(unsavedQuestion()).not.toBeInTheDocument();

    await router.navigate(`/settings/protocol/${protocol._id}`);
    await user.type(await screen.findByRole('textbox', { name: /^Naam \(NL\)/ }), ' abdomen');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Blijven');
    expect(screen.getByRole('textbox', { name: /^Naam \(NL\)/ })).toHaveValue('Echografie abdomen');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await answerUnsaved(user, 'Verlaten zonder opslaan');
    expect(router.state.location.pathname).toBe('/settings/protocols');
  });

  it("an unknown protocol says 'Protocol niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/protocol/${missing}`
        ? apiError(404, 'niet gevonden')
        : formApi(basicProtocol)(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/settings/protocol/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Protocol niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de protocollen' }));
    expect(router.state.location.pathname).toBe('/settings/protocols');
  });

  it("a server failure says 'Protocol kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/protocol/${basicProtocol._id}`
        ? apiError(500, 'Kapot')
        : formApi(basicProtocol)(call),
    );
    renderWithProviders(page, { url: `/settings/protocol/${basicProtocol._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Protocol kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de protocollen' })).toBeInTheDocument();
  });
});
