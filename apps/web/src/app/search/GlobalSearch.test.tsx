import { useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBanner, FeedbackProvider } from '../FeedbackProvider.tsx';
import { useFeedback } from '../feedback.tsx';
import { createQueryClient } from '../queryClient.ts';
import { GlobalSearch } from './GlobalSearch.tsx';
import { fetchGlobalSearch } from './searchSource.ts';
import type { SearchFetcher } from './searchSource.ts';

const H1 = '0b7f7c1e-7d4a-4f53-9a57-3f1f2d7e0a01';
const C1 = '5c1d8e2a-2b3f-4c6d-8e9f-0a1b2c3d4e5f';

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

describe('global search with a plugged-in fetcher', () => {
  it('asks the fetcher, shows horses and companies (contact, BTW) and opens the chosen one', async () => {
    const fetcher = vi.fn<SearchFetcher>(async () => [
      { kind: 'horse', _id: H1, name: 'Bella', type: 'Merrie', owner: null },
      {
        kind: 'customer',
        _id: C1,
        name: 'Stoeterij Bellevue',
        type: 'bedrijf',
        contactName: 'An Claes',
        tva: 'BE0123456789',
        city: 'Zoutleeuw',
      },
    ]);
    const router = setup(fetcher);
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'bel' } });
    expect(await screen.findByText('Bella')).toBeInTheDocument();
    expect(screen.getByText('An Claes · BTW BE0123456789')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('bel', expect.any(AbortSignal));
    fireEvent.click(screen.getByText('Stoeterij Bellevue'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/${C1}`));
  });

  it('a failing search is only logged, never shown in the banner', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(async () => {
      throw new Error('Zoekdienst onbereikbaar');
    });
    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'bel' } });
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
    vi.unstubAllGlobals();
  });
});
