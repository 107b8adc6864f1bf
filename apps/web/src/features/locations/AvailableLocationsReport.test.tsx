import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import AvailableLocationsReport from './AvailableLocationsReport.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AvailableLocationsReport', () => {
  it('shows per stable the free places, and the empty text for a stable without any', async () => {
    const calls = mockFetch(() => ({
      body: [
        {
          stable: 'Stal Dormaal',
          locations: [
            {
              _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c01',
              name: 'Box 1',
              prefix: 'A',
              remainingPlaces: 2,
            },
          ],
        },
        { stable: 'Wei', locations: [] },
        {
          stable: null,
          locations: [
            {
              _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c02',
              name: 'Paddock',
              prefix: null,
              remainingPlaces: 5,
            },
          ],
        },
      ],
    }));
    renderWithProviders(<AvailableLocationsReport />);
    expect(screen.getByRole('heading', { name: 'Beschikbare locaties' })).toBeInTheDocument();

    const dormaal = await screen.findByRole('table', { name: 'Stal Dormaal' });
    expect(within(dormaal).getByRole('row', { name: 'A-Box 1 2' })).toBeInTheDocument();
    const wei = screen.getByRole('table', { name: 'Wei' });
    expect(within(wei).getByText('Geen vrije plaatsen voor deze stal')).toBeInTheDocument();
    const none = screen.getByRole('table', { name: 'Zonder stal' });
    expect(within(none).getByRole('row', { name: 'Paddock 5' })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/location/available-locations');
  });

  it('prints with the print button', async () => {
    mockFetch(() => ({ body: [] }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(<AvailableLocationsReport />);
    expect(await screen.findByText('Geen locatie beschikbaar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });
});
