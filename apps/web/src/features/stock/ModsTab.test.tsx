import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { ModsTab } from './ModsTab.tsx';
import { batch, mod, product } from './test/fixtures.ts';

const given = mod({ amount: 2 });
const ofCase = mod({
  _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f33',
  amount: 1,
  horse: { _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f42', name: 'Bella' },
  batch: { _id: batch(3)._id, lotNumber: 'LOT-3', supplier: 'Medini' },
  case: { _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f61', reference: '2026-00042' },
});
const bought = mod({
  _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f32',
  type: 'Aankoop',
  horse: null,
  amount: 10,
  batch: { _id: batch(2)._id, lotNumber: 'LOT-2', supplier: 'Medini' },
});

afterEach(() => vi.unstubAllGlobals());

describe("StockDetail 'Mods'", { timeout: 30000 }, () => {
  it('asks createdAt descending; only editable types have an edit; the amount is ≥ 0', async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT'
        ? { body: { mod: { ...given, amount: 0 }, batch: batch(1) } }
        : { body: { results: [given, bought, ofCase], total: 3 } },
    );
    const { user, feedback } = renderWithProviders(<ModsTab productId={product._id} />, {
      url: '/stock/x?tab=mods&page=1&limit=10',
    });
    await screen.findByText('Flicka', {}, { timeout: 15000 });
    const list = calls[0]!.url;
    expect(list.pathname).toBe(`/api/stock/${product._id}/mods`);
    expect(list.searchParams.getAll('sortBy')).toEqual(['createdAt']);
    expect(list.searchParams.getAll('sortDesc')).toEqual(['true']);
    expect(screen.queryByRole('button', { name: 'Aankoop van lot LOT-2 aanpassen' })).toBeNull();
    // A case's mod changes with its case: no edit, and the tooltip says why.
    expect(screen.queryByRole('button', { name: 'Toediening van lot LOT-3 aanpassen' })).toBeNull();
    const why =
      'Deze modificatie hoort bij dossier 2026-00042: pas de hoeveelheid aan in het dossier.';
    const lock = screen.getByRole('img', { name: why });
    expect(within(lock.closest('tr')!).getByText('2026-00042')).toBeInTheDocument();
    await user.hover(lock);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(why);

    await user.click(screen.getByRole('button', { name: 'Toediening van lot LOT-1 aanpassen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Toediening aanpassen' });
    const amount = within(dialog).getByLabelText(/^Aantal/);
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(amount).toHaveValue(2);
    expect(amount).toHaveAttribute('step', '0.01');
    await user.clear(amount);
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    await user.type(amount, '-1');
    expect(await within(dialog).findByText('Mag niet negatief zijn')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '0');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Toediening succesvol aangepast.'),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/stock/${given.batch._id}/${given._id}`);
    expect(put.body).toEqual({ amount: 0 });
  });
});
