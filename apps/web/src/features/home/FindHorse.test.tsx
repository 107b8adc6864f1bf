import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import { FindHorse } from './FindHorse.tsx';

afterEach(() => vi.unstubAllGlobals());

const FLEUR = '11111111-1111-4111-8111-111111111111';
const DAISY = '22222222-2222-4222-8222-222222222222';

function serve(viewed: { searchItem: string; name: string | null; count: number }[]) {
  return mockFetch((call: FetchCall) => {
    if (call.url.pathname === '/api/search-result/most-viewed')
      return { body: { results: viewed } };
    if (call.url.pathname === '/api/horse/search')
      return { body: { results: [{ _id: DAISY, name: 'Daisy' }] } };
    return { status: 201, body: {} };
  });
}

describe("dashboard 'Zoek paard'", () => {
  it('lists the most-viewed horses; a click records the view and opens the horse', async () => {
    const calls = serve([
      { searchItem: FLEUR, name: 'Fleur', count: 7 },
      { searchItem: DAISY, name: null, count: 3 }, // a deleted horse: nothing to open
    ]);
    const { user, router } = renderWithProviders(<FindHorse />);
    const fleur = await screen.findByRole('button', { name: /Fleur/ });
    expect(fleur).toHaveTextContent('7 keer bekeken');
    expect(screen.queryByText('3 keer bekeken')).not.toBeInTheDocument();
    await user.click(fleur);
    expect(router.state.location.pathname).toBe(`/horse/${FLEUR}`);
    const viewedQuery = calls.find((c) => c.url.pathname === '/api/search-result/most-viewed');
    expect(viewedQuery?.url.searchParams.get('searchType')).toBe('Horse');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        searchResult: { searchItem: FLEUR, searchType: 'Horse' },
      }),
    );
  });

  it('says so when no horse was viewed yet', async () => {
    serve([]);
    renderWithProviders(<FindHorse />);
    expect(await screen.findByText('Nog geen paarden bekeken')).toBeInTheDocument();
  });

  it('a horse chosen in the search opens it and is recorded', async () => {
    const calls = serve([]);
    const { user, router } = renderWithProviders(<FindHorse />);
    await user.type(screen.getByRole('combobox', { name: 'Paard' }), 'dai');
    await user.click(await screen.findByRole('option', { name: 'Daisy' }));
    expect(router.state.location.pathname).toBe(`/horse/${DAISY}`);
    expect(
      calls.find((c) => c.url.pathname === '/api/horse/search')?.url.searchParams.get('limit'),
    ).toBe('10');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        searchResult: { searchItem: DAISY, searchType: 'Horse' },
      }),
    );
  });
});
