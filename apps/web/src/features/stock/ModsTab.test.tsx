import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { ModsTab } from './ModsTab.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { batch, mod, product } from './test/fixtures.ts';

// Given 2 on 01/03/2025 and fully withdrawn later: the register shows both rows.
const given = mod({ amount: 2, effectiveAmount: 0 });
const withdrawn = mod({
  _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f34',
  amount: -2,
  correctionOf: { _id: given._id, createdAt: given.createdAt },
  reason: 'Verkeerd paard gekozen',
  createdBy: 'An Assistent',
  createdAt: '2025-03-02T08:00:00.000Z',
});
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

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe("StockDetail 'Mods'", { timeout: 30000 }, () => {
  it('asks createdAt descending; only originals of editable types without a case have an edit', async () => {
    const calls = mockFetch(() => ({
      body: { results: [withdrawn, given, bought, ofCase], total: 4 },
    }));
    const { user } = renderWithProviders(<ModsTab productId={product._id} />, {
      url: '/stock/x?tab=mods&page=1&limit=10',
    });
    await screen.findByText('Bella', {}, { timeout: 15000 });
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
    // Only the original of LOT-1 is corrected here, not its correction.
    expect(
      screen.getAllByRole('button', { name: 'Toediening van lot LOT-1 aanpassen' }),
    ).toHaveLength(1);
  });

  it('shows a correction as its own row: Correctie, signed amount, why and what it corrects (who: in the column chooser and the dialog)', async () => {
    mockFetch(() => ({ body: { results: [withdrawn, given], total: 2 } }));
    renderWithProviders(<ModsTab productId={product._id} />, {
      url: '/stock/x?tab=mods&page=1&limit=10',
    });
    const note = `Correctie van Toediening van ${formatDateTime(given.createdAt)}: Verkeerd paard gekozen`;
    const correction = within(
      (await screen.findByText(note, {}, { timeout: 15000 })).closest('tr')!,
    );
    expect(correction.getByText('Correctie')).toBeInTheDocument();
    expect(correction.getByText('-2')).toBeInTheDocument();
    // Who entered a row is a column the chooser offers, hidden at first on one product's mods.
    expect(screen.queryByText('An Assistent')).toBeNull();
    expect(correction.getByText(formatDateTime(withdrawn.createdAt))).toBeInTheDocument();
    expect(correction.queryByRole('button')).toBeNull();
    // The original keeps what was recorded, and says what it now stands at.
    const original = within(rowOf('Gecorrigeerd: nu 0'));
    expect(original.getByText('2')).toBeInTheDocument();
    expect(original.queryByText('Correctie')).toBeNull();
    expect(
      original.getByRole('button', { name: 'Toediening van lot LOT-1 aanpassen' }),
    ).toBeInTheDocument();
  });
});
