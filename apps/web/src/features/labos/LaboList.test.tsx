import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import LaboList from './LaboList.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('lab-test list', { timeout: 30000 }, () => {
  it('the sync button shows error when the accounts cannot be loaded; the banner says why', async () => {
    mockFetch((call) =>
      call.url.pathname === '/api/account'
        ? apiError(503, 'Boekhouding niet bereikbaar')
        : { body: { results: [], total: 0 } },
    );
    const { user, feedback } = renderWithProviders(<LaboList />, {
      url: '/settings/labos?page=1&limit=10',
    });
    expect(screen.getByRole('heading', { name: 'Labo-onderzoeken' })).toBeInTheDocument();
    expect(await screen.findByText('Geen Labo-onderzoeken gevonden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rekeningen synchroniseren' }));
    expect(await screen.findByRole('button', { name: 'Synchroniseren mislukt' })).toHaveAttribute(
      'data-state',
      'error',
    );
    expect(feedback.showError).toHaveBeenCalledWith('Boekhouding niet bereikbaar');
    expect(screen.getByRole('button', { name: 'labo-onderzoek toevoegen' })).toBeInTheDocument();
  });
});
