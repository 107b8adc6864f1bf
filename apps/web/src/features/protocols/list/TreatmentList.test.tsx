import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { confirmDelete } from '../../../components/test/confirmDelete.ts';
import ProtocolList from '../ProtocolList.tsx';
import { account, basicProtocol } from '../test/fixtures.ts';

const variable = {
  ...basicProtocol,
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c32',
  name: 'Spoeling',
  translations: { en: null, fr: null },
  fixedPrice: false,
  price: 100,
  tax: 6,
};

/** The body row that shows `text` (finding rows by accessible name is slow in jsdom). */
function rowOf(text: string): HTMLElement {
  const row = screen.getAllByRole('row').find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

afterEach(() => vi.unstubAllGlobals());

describe('protocol and lab-test lists', { timeout: 30000 }, () => {
  it('shows names, account, price in euro with 2 decimals, vast/variabel and tax; sorted by name', async () => {
    const calls = mockFetch(() => ({ body: { results: [basicProtocol, variable], total: 2 } }));
    renderWithProviders(<ProtocolList />, { url: '/settings/protocols?page=1&limit=10' });
    expect(screen.getByRole('heading', { name: 'Protocollen' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Echografie bewerken' });
    const row = rowOf('Echografie');
    for (const text of ['Ultrasound', 'Échographie', '700100 Prestaties', 'vast', '21 %'])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/€\s12,50/)).toBeInTheDocument();
    const other = rowOf('Spoeling');
    expect(within(other).getByText('variabel')).toBeInTheDocument();
    expect(within(other).getByText(/€\s100,00/)).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/protocol');
    expect(list?.url.searchParams.getAll('sortBy')).toEqual(['name']);
    expect(list?.url.searchParams.getAll('sortDesc')).toEqual(['false']);
  });

  it('search and tax multi-select go to the URL and the request', async () => {
    const calls = mockFetch(() => ({ body: { results: [], total: 0 } }));
    const { user, search } = renderWithProviders(<ProtocolList />, {
      url: '/settings/protocols?page=1&limit=10',
    });
    expect(await screen.findByText('Geen Protocollen gevonden')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Zoeken' }), 'echo');
    await waitFor(() => expect(search().get('search')).toBe('echo'));
    await user.click(screen.getByRole('combobox', { name: 'BTW' }));
    await user.click(await screen.findByRole('option', { name: '6 %' }));
    await user.click(await screen.findByRole('option', { name: '21 %' }));
    await waitFor(() => expect(search().getAll('tax')).toEqual(['6', '21']));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/protocol').at(-1);
      expect(last?.url.searchParams.get('search')).toBe('echo');
      expect(last?.url.searchParams.getAll('tax')).toEqual(['6', '21']);
    });
  });

  it('deletes after confirmation; edit and add open the form', async () => {
    const calls = mockFetch((call) =>
      call.method === 'DELETE' ? { status: 204 } : { body: { results: [basicProtocol], total: 1 } },
    );
    const { user, feedback, router } = renderWithProviders(<ProtocolList />, {
      url: '/settings/protocols?page=1&limit=10',
    });
    await confirmDelete(user, 'Echografie');
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Echografie succesvol verwijderd'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/protocol/${basicProtocol._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Echografie bewerken' }));
    expect(router.state.location.pathname).toBe(`/settings/protocol/${basicProtocol._id}`);
    await router.navigate('/settings/protocols');
    await user.click(await screen.findByRole('button', { name: 'protocol toevoegen' }));
    expect(router.state.location.pathname).toBe('/settings/protocol/undefined');
  });

  it('the sync button goes loading, then success, reloading the accounts and the list', async () => {
    let release: () => void = () => {};
    const calls = mockFetch(async (call) => {
      if (call.url.pathname === '/api/account') {
        await new Promise<void>((resolve) => (release = resolve));
        return { body: { results: [account] } };
      }
      return { body: { results: [basicProtocol], total: 1 } };
    });
    const { user } = renderWithProviders(<ProtocolList />, {
      url: '/settings/protocols?page=1&limit=10',
    });
    await screen.findByRole('button', { name: 'Echografie bewerken' });
    const lists = () => calls.filter((c) => c.url.pathname === '/api/protocol').length;
    const before = lists();
    await user.click(screen.getByRole('button', { name: 'Rekeningen synchroniseren' }));
    const loading = await screen.findByRole('button', { name: 'Rekeningen synchroniseren…' });
    expect(loading).toBeDisabled();
    expect(loading).toHaveAttribute('data-state', 'loading');
    release();
    expect(
      await screen.findByRole('button', { name: 'Rekeningen gesynchroniseerd' }),
    ).toHaveAttribute('data-state', 'success');
    expect(lists()).toBeGreaterThan(before);
  });
});
