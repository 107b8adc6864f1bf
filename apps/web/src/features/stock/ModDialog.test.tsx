import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import { ModDialog } from './ModDialog.tsx';
import { batch, mod } from './test/fixtures.ts';

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
const lot = batch(1, { remainingAmount: 4, expirationDate: inAYear });
const customer = { _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f51', displayName: 'Stal De Wit' };
const horse = { _id: '5a0e7f1c-3c2b-4f5e-9d8a-1b2c3d4e5f41', name: 'Flicka' };

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === '/api/customer/search') return { body: { results: [customer] } };
  if (call.url.pathname === '/api/horse/search') return { body: { results: [horse] } };
  return { body: { mod: mod(), batch: lot } };
}

afterEach(() => vi.unstubAllGlobals());

describe('ModDialog', { timeout: 30000 }, () => {
  it('needs an amount > 0 and at most what the batch holds', async () => {
    const calls = mockFetch(api);
    const onClose = vi.fn();
    const { user, feedback } = renderWithProviders(
      <ModDialog batch={lot} type="Beschadigd" onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Beschadigd' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    const amount = within(dialog).getByLabelText(/^Aantal/);
    await user.type(amount, '0');
    expect(
      await within(dialog).findByText('Dit veld is verplicht en moet groter zijn dan 0'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5');
    expect(
      await within(dialog).findByText('Onvoldoende stock in dit lot: er blijft 4 over.'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '4');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Beschadigd succesvol.'));
    expect(onClose).toHaveBeenCalled();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/stock/${lot._id}`);
    expect(put.body).toEqual({ type: 'Beschadigd', amount: 4 });
  });

  it('Verkoop requires a customer chosen from the customer search', async () => {
    const calls = mockFetch(api);
    const { user, feedback } = renderWithProviders(
      <ModDialog batch={lot} type="Verkoop" onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verkoop' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    await user.type(within(dialog).getByLabelText(/^Aantal/), '1');
    const picker = within(dialog).getByRole('combobox', { name: /^Klant/ });
    await user.click(picker);
    await user.tab();
    expect(await within(dialog).findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(picker, 'Wit');
    await user.click(await screen.findByRole('option', { name: 'Stal De Wit' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Verkoop succesvol.'));
    expect(calls.some((c) => c.url.pathname === '/api/customer/search')).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      type: 'Verkoop',
      amount: 1,
      client: customer._id,
    });
  });

  it('Toediening requires a horse chosen from the horse search', async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(
      <ModDialog batch={lot} type="Toediening" onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Toediening' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(within(dialog).queryByRole('combobox', { name: /^Klant/ })).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Aantal/), '2.5');
    await new Promise((r) => setTimeout(r, 300));
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Paard/ }));
    await user.click(await screen.findByRole('option', { name: 'Flicka' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      type: 'Toediening',
      amount: 2.5,
      horse: horse._id,
    });
  });

  it('amounts take 2 decimals (step 0.01); an expired batch is not administered or sold', async () => {
    mockFetch(api);
    const expired = batch(2, { expirationDate: '2026-02-15T11:00:00.000Z' });
    const { unmount } = renderWithProviders(
      <ModDialog batch={expired} type="Toediening" onClose={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Toediening' });
    expect(within(dialog).getByLabelText(/^Aantal/)).toHaveAttribute('step', '0.01');
    expect(
      within(dialog).getByText(
        'Dit lot is vervallen op 15/02/2026: er wordt niet uit toegediend of verkocht. Boek het als Beschadigd of Controle.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    unmount();
    // Writing expired stock off stays possible.
    renderWithProviders(<ModDialog batch={expired} type="Beschadigd" onClose={() => undefined} />);
    const writeOff = await screen.findByRole('dialog', { name: 'Beschadigd' });
    expect(within(writeOff).queryByText(/Dit lot is vervallen/)).toBeNull();
  });
});
