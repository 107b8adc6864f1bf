import { useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBanner, FeedbackProvider } from '../FeedbackProvider.tsx';
import { useFeedback } from '../../lib/feedback.ts';
import { createQueryClient } from '../../api/queryClient.ts';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { GlobalSearch } from './GlobalSearch.tsx';
import { fetchGlobalSearch } from './searchSource.ts';
import type { SearchFetcher, SearchHit } from './searchSource.ts';

const H1 = '0b7f7c1e-7d4a-4f53-9a57-3f1f2d7e0a01';
const C1 = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e5f';
const P1 = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e60';

const horse: SearchHit = {
  kind: 'horse',
  _id: H1,
  name: 'Bella',
  type: 'Merrie',
  owner: null,
  identifier: null,
};
const company: SearchHit = {
  kind: 'customer',
  _id: C1,
  name: 'Stoeterij Bellevue',
  type: 'bedrijf',
  contactName: 'An Claes',
  tva: 'BE0123456789',
  city: 'Zoutleeuw',
};
const person: SearchHit = {
  kind: 'customer',
  _id: P1,
  name: 'Bart Bellens',
  type: 'particulier',
  contactName: null,
  tva: null,
  city: 'Landen',
};

function Query({ children }: { children: ReactNode }) {
  const feedback = useFeedback();
  const [client] = useState(() => createQueryClient(feedback));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function setup(fetcher: SearchFetcher) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ErrorBanner />
          <GlobalSearch fetcher={fetcher} />
        </>
      ),
    },
    { path: '*', element: <p>bestemming</p> },
  ]);
  render(
    <FeedbackProvider>
      <Query>
        <RouterProvider router={router} />
      </Query>
    </FeedbackProvider>,
  );
  return router;
}

const type = (term: string) =>
  fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: term } });
const option = (name: string) => screen.findByRole('option', { name: new RegExp(name) });

afterEach(() => vi.unstubAllGlobals());

describe('global search with a plugged-in fetcher', () => {
  it('asks from the second character on and shows a company with its contact and BTW', async () => {
    const fetcher = vi.fn<SearchFetcher>(async () => [horse, company]);
    setup(fetcher);
    type('b');
    expect(await screen.findByText('Typ minstens 2 tekens om te zoeken')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
    type('be');
    expect(await screen.findByText('Bella')).toBeInTheDocument();
    expect(screen.getByText('An Claes · BTW BE0123456789')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('be', expect.any(AbortSignal));
  });

  it('a horse found by its chip or brand number says so under its name', async () => {
    const chip = { microchip: '981100004512345', brand: 'DM-101' };
    setup(async () => [
      { ...horse, identifier: { field: 'microchip', value: chip.microchip } },
      {
        ...horse,
        _id: P1,
        name: 'Donna',
        identifier: { field: 'surrogate_uid', value: chip.brand },
      },
    ]);
    type(chip.microchip);
    expect(within(await option('Bella')).getByText(`Chip ${chip.microchip}`)).toBeInTheDocument();
    expect(
      within(await option('Donna')).getByText(`Brandnummer ${chip.brand}`),
    ).toBeInTheDocument();
  });

  it('a horse shows the horseshoe, a company the factory, a person the person icon', async () => {
    setup(async () => [horse, company, person]);
    type('bel');
    // The icon's title, and which MUI icon it is (the horseshoe is our own SVG).
    const icon = async (name: string) =>
      within(await option(name))
        .getAllByRole('img')
        .map((img) => [img.textContent, img.getAttribute('data-testid')]);
    expect(await icon('Bella')).toEqual([['Paard', null]]);
    expect(await icon('Stoeterij Bellevue')).toEqual([['Bedrijf', 'FactoryIcon']]);
    expect(await icon('Bart Bellens')).toEqual([['Particulier', 'PersonIcon']]);
  });

  it('choosing a horse records it (POST /api/search-result/) and opens /horse/{id}', async () => {
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    const router = setup(async () => [horse, company]);
    type('bel');
    fireEvent.click(await option('Bella'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/horse/${H1}`));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { searchResult: { searchItem: H1, searchType: 'Horse' } },
    });
    expect(calls[0]?.url.pathname).toBe('/api/search-result/');
  });

  it('choosing a customer records it as Customer and opens /customer/{id}', async () => {
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    const router = setup(async () => [horse, company]);
    type('bel');
    fireEvent.click(await option('Stoeterij Bellevue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/${C1}`));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ searchResult: { searchItem: C1, searchType: 'Customer' } });
  });

  it('a semen lot found by its number says whose it is, records SemenCollection and opens the lot', async () => {
    const L1 = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e61';
    const lot: SearchHit = {
      kind: 'semen',
      _id: L1,
      name: '12/03/2025',
      stallion: 'Cornet',
      owner: 'Stoeterij Bellevue',
      currentInventory: 7,
    };
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    const router = setup(async () => [lot]);
    type('12/03');
    const found = await option('12/03/2025');
    expect(
      within(found).getByText('Sperma lot van Cornet · Stoeterij Bellevue · 7 rietjes'),
    ).toBeInTheDocument();
    expect(within(found).getByRole('img').getAttribute('data-testid')).toBe('AcUnitIcon');
    fireEvent.click(found);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/semen/create/${L1}`));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      searchResult: { searchItem: L1, searchType: 'SemenCollection' },
    });
  });

  it('an embryo found by its code names its donor mare, records Embryo and opens its lot', async () => {
    const E1 = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e71';
    const LOT = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e72';
    const embryo: SearchHit = {
      kind: 'embryo',
      _id: E1,
      name: '3-QV-88',
      lotId: LOT,
      donorMare: 'Quinta',
      active: false,
    };
    const calls = mockFetch(() => ({ status: 201, body: {} }));
    const router = setup(async () => [embryo]);
    type('qv-88');
    const found = await option('3-QV-88');
    expect(within(found).getByText('Embryo van Quinta · inactief')).toBeInTheDocument();
    fireEvent.click(found);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/icsi/${LOT}`));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ searchResult: { searchItem: E1, searchType: 'Embryo' } });
  });

  it('a failing record is only logged; the chosen page still opens', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { statusCode: 500, message: 'Kapot' } }));
    const router = setup(async () => [horse]);
    type('bel');
    fireEvent.click(await option('Bella'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/horse/${H1}`));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Zoekresultaat niet bewaard', expect.anything()),
    );
    expect(screen.queryByText('Kapot')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('a failing search is only logged, never shown in the banner', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(async () => {
      throw new Error('Zoekdienst onbereikbaar');
    });
    type('bel');
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Zoekdienst onbereikbaar')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('fetchGlobalSearch', () => {
  it('asks GET /api/search/{term}?limit=10 and gives the results', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ results: [] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchGlobalSearch('Élan b', new AbortController().signal)).resolves.toEqual([]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search/%C3%89lan%20b?limit=10');
  });
});
