import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { horseDetail, ids, lodging } from '../test/fixtures.ts';
import { LodgingsTab } from './LodgingsTab.tsx';

const invoiced = lodging({
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c22',
  arrival: '2026-05-01T11:00:00.000Z',
  departure: '2026-09-30T11:00:00.000Z',
  location: ids.a2,
  locationLabel: 'A-2',
  status: 'invoiced',
  pensionType: { _id: ids.pension, name: 'Weide draagmoeder' },
});

afterEach(() => vi.unstubAllGlobals());

describe('LodgingsTab', { timeout: 20000 }, () => {
  it('lists lodgings; invoiced ones are read only; check-out when one is running', async () => {
    const calls = mockFetch(() => ({ body: { lodgings: [] } }));
    const { user, feedback } = renderWithProviders(
      <LodgingsTab horse={horseDetail({ lodgings: [lodging(), invoiced] })} />,
    );
    const running = screen.getByRole('row', { name: /A-1/ });
    expect(within(running).getByText('Lopend')).toBeInTheDocument();
    expect(within(running).getByText('Factureerbaar')).toBeInTheDocument();
    const done = screen.getByRole('row', { name: /A-2/ });
    expect(within(done).getByText('Gefactureerd')).toBeInTheDocument();
    expect(within(done).getByText(/^01\/05\/2026 \d{2}:00$/)).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: /bewerken/ })).toBeDisabled();
    expect(within(done).getByRole('button', { name: /verwijderen/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Check-out' }));
    await waitFor(() => expect(feedback.showSuccess).toHaveBeenCalledWith('Check-out succesvol.'));
    expect(calls[0]!.url.pathname).toBe(`/api/horse/${ids.bella}/checkout`);
  });

  it("a stallion without lodgings reads 'Geen verblijven voor deze hengst gevonden'", () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(
      <LodgingsTab horse={horseDetail({ type: 'Hengst', surrogate: false, lodgings: [] })} />,
    );
    expect(screen.getByText('Geen verblijven voor deze hengst gevonden')).toBeInTheDocument();
  });

  it("a mare without lodgings reads 'Geen verblijven voor deze merrie gevonden'", () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(<LodgingsTab horse={horseDetail({ lodgings: [] })} />);
    expect(screen.getByText('Geen verblijven voor deze merrie gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check-out' })).not.toBeInTheDocument();
  });

  it('deletes a lodging after confirmation', async () => {
    const calls = mockFetch(() => ({ status: 204 }));
    const { user } = renderWithProviders(
      <LodgingsTab horse={horseDetail({ lodgings: [lodging()] })} />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Verblijf Stal Zoutleeuw A-1 verwijderen' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/horse/${ids.bella}/lodging/${ids.lodging}`,
    );
  });

  it('offers neither check-out nor changes for a dead horse', () => {
    mockFetch(() => ({ body: {} }));
    renderWithProviders(
      <LodgingsTab horse={horseDetail({ death: true, lodgings: [lodging()] })} />,
    );
    expect(screen.queryByRole('button', { name: 'Check-out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verblijf toevoegen' })).not.toBeInTheDocument();
  });
});
