import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { ProductsToExpire } from './ProductsToExpire.tsx';

afterEach(() => vi.unstubAllGlobals());

const lot = (n: number, day: number) => ({
  _id: `0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c${String(10 + n)}`,
  product: { _id: `1b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c${String(10 + n)}`, name: `Product ${n}` },
  lotNumber: `LOT-${n}`,
  // Noon, local time: the same calendar day in every time zone the tests run in.
  expirationDate: new Date(2026, 11, day, 12).toISOString(),
  remainingAmount: 3,
});

describe('dashboard: products to expire', () => {
  it('asks the first 5 and shows product, lot and expiry date dd/MM/yyyy', async () => {
    const calls = mockFetch(() => ({ body: { results: [lot(1, 2), lot(2, 15)] } }));
    renderWithProviders(<ProductsToExpire />);
    const table = screen.getByRole('table', { name: 'Producten die binnenkort vervallen' });
    const row = await within(table).findByRole('row', { name: /Product 1/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Product 1', 'LOT-1', '02/12/2026']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(calls[0]!.url.pathname).toBe('/api/product/to-expire');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('5');
  });

  it('never shows more than 5 rows', async () => {
    mockFetch(() => ({ body: { results: [1, 2, 3, 4, 5, 6, 7].map((n) => lot(n, n)) } }));
    renderWithProviders(<ProductsToExpire />);
    await screen.findByRole('row', { name: /Product 5/ });
    expect(screen.queryByRole('row', { name: /Product 6/ })).toBeNull();
  });

  it('a row opens the product’s stock page; Meer info opens the overview by expiry date', async () => {
    mockFetch(() => ({ body: { results: [lot(1, 2)] } }));
    const { user, router } = renderWithProviders(<ProductsToExpire />);
    expect(screen.getByRole('link', { name: 'Meer info' })).toHaveAttribute(
      'href',
      '/stock?page=1&limit=10&sortBy=expirationDate&sortBy=name&sortDesc=false',
    );
    await user.click(await screen.findByRole('row', { name: /Product 1/ }));
    expect(router.state.location.pathname).toBe(`/stock/${lot(1, 2).product._id}`);
  });

  it('shows a loading state, then the empty text', async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    const calls = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderWithProviders(<ProductsToExpire />);
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBe(5);
    expect(screen.queryByText('Geen producten die recent vervallen')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    answer({ body: { results: [] } });
    expect(await screen.findByText('Geen producten die recent vervallen')).toBeInTheDocument();
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBe(0);
  });
});
