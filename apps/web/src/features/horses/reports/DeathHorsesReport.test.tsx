import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../../components/test/mockFetch.ts';
import { horse, horseConfig } from '../test/fixtures.ts';
import DeathHorsesReport from './DeathHorsesReport.tsx';

const dead = horse({
  name: 'Mistral',
  surrogate: false,
  death: true,
  date_of_death: '2026-02-02T11:00:00.000Z',
  location: null,
  fullLocation: null,
});

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === '/api/config/horse') return { body: horseConfig };
  return { body: { results: [dead], total: 1 } };
}

afterEach(() => vi.unstubAllGlobals());

describe('/report/death-horses', { timeout: 30000 }, () => {
  it('opened without its query gets death=true (replace) and lists the dead with their date', async () => {
    const calls = mockFetch(api);
    const { router, search } = renderWithProviders(<DeathHorsesReport />, {
      url: '/report/death-horses',
    });
    await waitFor(() => expect(search().get('death')).toBe('true'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Overleden' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Mistral/ });
    expect(within(row).getByText('02/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Datum overlijden/ })).toBeInTheDocument();
    const horseCalls = calls.filter((c) => c.url.pathname === '/api/horse');
    expect(horseCalls.length).toBeGreaterThan(0);
    expect(horseCalls.every((c) => c.url.searchParams.get('death') === 'true')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Verberg gestorven paarden' })).toBeDisabled();
  });

  it('keeps death=true when opened from the menu and adds nothing else', async () => {
    mockFetch(api);
    const { search } = renderWithProviders(<DeathHorsesReport />, {
      url: '/report/death-horses?death=true',
    });
    await waitFor(() => expect(search().get('page')).toBe('1'));
    expect([...search().keys()].sort()).toEqual(['death', 'limit', 'page']);
  });
});
