import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall, FetchReply } from '../../components/test/mockFetch.ts';
import StockDetail from './StockDetail.tsx';
import { product } from './test/fixtures.ts';

function api(call: FetchCall): FetchReply {
  if (call.url.pathname === `/api/product/${product._id}`) return { body: product };
  return { body: { batches: [], total: 0 } };
}

const page = (
  <Routes>
    <Route path="/stock/:id" element={<StockDetail />} />
    <Route path="/stock" element={<h1>Stocklijst</h1>} />
  </Routes>
);

afterEach(() => vi.unstubAllGlobals());

describe('StockDetail', { timeout: 30000 }, () => {
  it('shows the product read-only under its name', async () => {
    mockFetch(api);
    renderWithProviders(page, { url: `/stock/${product._id}` });
    expect(await screen.findByRole('heading', { name: 'Equimoxine' })).toBeInTheDocument();
  });

  it("an unknown product says 'Product niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch((call) =>
      call.url.pathname === `/api/product/${missing}` ? apiError(404, 'niet gevonden') : api(call),
    );
    const { user, router } = renderWithProviders(page, { url: `/stock/${missing}` });
    expect(
      await screen.findByRole('heading', { name: 'Product niet gevonden' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar het stock overzicht' }));
    expect(router.state.location.pathname).toBe('/stock');
  });

  it("a server failure says 'Product kon niet geladen worden'", async () => {
    mockFetch((call) =>
      call.url.pathname === `/api/product/${product._id}` ? apiError(500, 'Kapot') : api(call),
    );
    renderWithProviders(page, { url: `/stock/${product._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Product kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Terug naar het stock overzicht' }),
    ).toBeInTheDocument();
  });
});
