import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { ModEditDialog } from './ModEditDialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { batch, mod } from './test/fixtures.ts';

// Recorded 2, corrected by −0,5 earlier: it stands at 1,5.
const original = mod({ amount: 2, effectiveAmount: 1.5 });
const earlier = mod({
  _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f35',
  amount: -0.5,
  correctionOf: { _id: original._id, createdAt: original.createdAt },
  reason: 'Half teruggelegd',
  createdBy: 'An Assistent',
  createdAt: '2025-03-02T08:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('ModEditDialog (the history of a mod)', { timeout: 30000 }, () => {
  it('shows the original and its corrections, and saves the new amount with a reason', async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT'
        ? { body: { mod: { ...earlier, amount: -1.5 }, batch: batch(1) } }
        : { body: { results: [earlier], total: 1 } },
    );
    const onClose = vi.fn();
    const { user, feedback } = renderWithProviders(
      <ModEditDialog mod={original} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Toediening aanpassen' });
    const history = within(within(dialog).getByRole('table', { name: /Geschiedenis/ }));
    await history.findByText('Half teruggelegd');
    const get = calls[0]!.url;
    expect(get.pathname).toBe('/api/stock/mods');
    expect(get.searchParams.get('corrects')).toBe(original._id);
    expect(get.searchParams.getAll('sortDesc')).toEqual(['false']);
    const rows = history.getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [formatDateTime(original.createdAt), 'Dr. Peeters', '2', 'Oorspronkelijke registratie'],
      [formatDateTime(earlier.createdAt), 'An Assistent', '-0,5', 'Half teruggelegd'],
    ]);
    expect(within(dialog).getByText('Huidig aantal: 1,5')).toBeInTheDocument();

    const amount = within(dialog).getByLabelText(/^Nieuw aantal/);
    const reason = within(dialog).getByLabelText(/^Reden/);
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(amount).toHaveValue(1.5);
    expect(amount).toHaveAttribute('step', '0.01');
    // Nothing to correct yet, and no reason.
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '-1');
    expect(await within(dialog).findByText('Mag niet negatief zijn')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    expect(
      within(dialog).getByText('Er wordt een correctie van -1,5 geregistreerd.'),
    ).toBeInTheDocument();
    await user.click(reason);
    await user.tab();
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(reason, 'Verkeerd paard gekozen');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Toediening succesvol aangepast.'),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/stock/${original.batch._id}/${original._id}`);
    expect(put.body).toEqual({ amount: 0, reason: 'Verkeerd paard gekozen' });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Opslaan disabled while the new amount equals what the mod stands at', async () => {
    mockFetch(() => ({ body: { results: [earlier], total: 1 } }));
    const { user } = renderWithProviders(<ModEditDialog mod={original} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Toediening aanpassen' });
    await within(dialog).findByText('Half teruggelegd');
    await user.type(within(dialog).getByLabelText(/^Reden/), 'Telling');
    const amount = within(dialog).getByLabelText(/^Nieuw aantal/);
    await user.clear(amount);
    await user.type(amount, '1.5');
    expect(within(dialog).getByText('Gelijk aan het huidige aantal (1,5).')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    // The original's own 2 is not what counts: it was corrected to 1,5.
    await user.clear(amount);
    await user.type(amount, '2');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeEnabled(),
    );
    expect(
      within(dialog).getByText('Er wordt een correctie van +0,5 geregistreerd.'),
    ).toBeInTheDocument();
  });
});
