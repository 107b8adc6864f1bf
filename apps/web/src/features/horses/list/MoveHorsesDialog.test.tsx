import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horseConfig, ids, zoutleeuw } from '../test/fixtures.ts';
import { MoveHorsesDialog } from './MoveHorsesDialog.tsx';

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === '/api/config/horse') return { body: horseConfig };
  if (call.url.pathname === '/api/location')
    return { body: { locations: zoutleeuw, availableLocations: 1, total: 3 } };
  if (call.url.pathname === '/api/horse/relocate') return { body: { moved: 2 } };
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'weg' } };
}

afterEach(() => vi.unstubAllGlobals());

describe('MoveHorsesDialog', { timeout: 20000 }, () => {
  it('loads the locations of a stable once it is chosen; both are required', async () => {
    const calls = mockFetch(api);
    const { user } = renderWithProviders(
      <MoveHorsesDialog horseIds={[ids.bella, ids.cato]} onClose={vi.fn()} onMoved={vi.fn()} />,
    );
    const move = screen.getByRole('button', { name: 'Verplaatsen' });
    await waitFor(() => expect(move).toBeDisabled());
    expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.blur(screen.getByRole('combobox', { name: /^Stal/ }));
    expect(await screen.findByText('Gelieve een stal te kiezen')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/location')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^Stal/ }));
    await user.click(await screen.findByRole('option', { name: 'Stal Zoutleeuw' }));
    expect(await screen.findByText('Gelieve een locatie te kiezen')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.find((c) => c.url.pathname === '/api/location')?.url.searchParams.get('stable'),
      ).toBe('Stal Zoutleeuw'),
    );
    expect(move).toBeDisabled();
  });

  it('moves the horses to the chosen location (full ones are refused) and says so', async () => {
    const calls = mockFetch(api);
    const onMoved = vi.fn();
    const { user, feedback } = renderWithProviders(
      <MoveHorsesDialog horseIds={[ids.bella, ids.cato]} onClose={vi.fn()} onMoved={onMoved} />,
    );
    await user.click(screen.getByRole('combobox', { name: /^Stal/ }));
    await user.click(await screen.findByRole('option', { name: 'Stal Zoutleeuw' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Locatie/ })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await user.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    expect(await screen.findByRole('option', { name: 'A-1 (Volzet)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'A-3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verplaatsen' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Verplaatsen' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/horse/relocate');
    expect(put?.body).toEqual({ horses: [ids.bella, ids.cato], stable: ids.a3 });
    expect(feedback.showSuccess).toHaveBeenCalledWith('Verplaatsen succesvol.');
  });
});
