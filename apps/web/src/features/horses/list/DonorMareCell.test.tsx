import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horse, horseDetail, ids } from '../test/fixtures.ts';
import { DonorMareCell } from './DonorMareCell.tsx';

const donor = horse({ _id: ids.donor, name: 'Zarina', surrogate: false });
const bella = horse({ donor_mare: null });

function api(put: (call: FetchCall) => FetchReply) {
  return (call: FetchCall): FetchReply => {
    if (call.url.pathname === '/api/horse/search') return { body: { results: [donor, bella] } };
    if (call.method === 'PUT') return put(call);
    return { body: {} };
  };
}

const input = () => screen.getByRole('combobox', { name: 'Donormerrie van Bella' });

afterEach(() => vi.unstubAllGlobals());

describe('DonorMareCell', { timeout: 20000 }, () => {
  it('offers other mares (never the surrogate herself) and saves the chosen donor', async () => {
    const calls = mockFetch(api(() => ({ body: horseDetail({ donor_mare: donor }) })));
    const { user, feedback } = renderWithProviders(<DonorMareCell horse={bella} />);
    await user.click(input());
    expect(await screen.findByRole('option', { name: 'Zarina' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Bella' })).not.toBeInTheDocument();
    const search = calls.find((c) => c.url.pathname === '/api/horse/search')!.url.searchParams;
    expect(search.get('type')).toBe('Merrie');
    await user.click(screen.getByRole('option', { name: 'Zarina' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Paard is succesvol opgeslagen'),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/horse/${ids.bella}`);
    expect(put.body).toMatchObject({ horse: { name: 'Bella', donor_mare: ids.donor } });
    expect(input()).toHaveValue('Zarina');
  });

  it('shows the saved donor and goes back to it when saving fails', async () => {
    mockFetch(api(() => apiError(400, 'De draagmoeder moet een andere merrie als donor hebben')));
    const { user, feedback } = renderWithProviders(
      <DonorMareCell horse={horse({ donor_mare: { _id: ids.cato, name: 'Cato' } })} />,
    );
    expect(input()).toHaveValue('Cato');
    await user.click(input());
    await user.click(await screen.findByRole('option', { name: 'Zarina' }));
    await waitFor(() => expect(feedback.showError).toHaveBeenCalled());
    expect(input()).toHaveValue('Cato');
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });

  it('a dead surrogate cannot change donor', () => {
    mockFetch(api(() => ({ body: {} })));
    renderWithProviders(<DonorMareCell horse={horse({ death: true })} />);
    expect(input()).toBeDisabled();
  });
});
