import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { confirmDelete } from '../../components/test/confirmDelete.ts';
import ProductList from './ProductList.tsx';
import { regumate } from './test/fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('ProductList', { timeout: 20000 }, () => {
  it('asks page 1 of 10 by name ascending and shows type, CNK, tax and price in euro', async () => {
    const calls = mockFetch(() => ({ body: { results: [regumate], total: 1 } }));
    renderWithProviders(<ProductList />, { url: '/settings/products' });
    expect(screen.getByRole('heading', { name: 'Producten' })).toBeInTheDocument();
    const row = (await screen.findByText('Regumate Equine', {}, { timeout: 15000 })).closest('tr')!;
    expect(within(row).getByText('Hormoon')).toBeInTheDocument();
    expect(within(row).getByText('1234567')).toBeInTheDocument();
    expect(within(row).getByText('6 %')).toBeInTheDocument();
    expect(within(row).getByText(/€\s98,50/)).toBeInTheDocument();
    const query = calls[0]!.url.searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('10');
    expect(query.getAll('sortBy')).toEqual(['name']);
    expect(query.getAll('sortDesc')).toEqual(['false']);
  });

  it("keeps the type multi-select and _id in the query, and says 'Geen producten gevonden'", async () => {
    const calls = mockFetch(() => ({ body: { results: [], total: 0 } }));
    const { user, search } = renderWithProviders(<ProductList />, {
      url: `/settings/products?page=1&limit=10&_id=${regumate._id}`,
    });
    expect(
      await screen.findByText('Geen producten gevonden', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Vaccin' }));
    await user.click(screen.getByRole('option', { name: 'Hormoon' }));
    await waitFor(() => expect(search().getAll('type')).toEqual(['Vaccin', 'Hormoon']));
    await waitFor(() =>
      expect(calls.at(-1)!.url.searchParams.getAll('type')).toEqual(['Vaccin', 'Hormoon']),
    );
    expect(calls.at(-1)!.url.searchParams.get('_id')).toBe(regumate._id);
  });

  it('edit opens the stock page; a refused delete shows its message in the banner', async () => {
    const refusal = 'Dit product heeft loten of stockmodificaties en kan niet verwijderd worden.';
    const calls = mockFetch((call) =>
      call.method === 'DELETE'
        ? apiError(409, refusal)
        : { body: { results: [regumate], total: 1 } },
    );
    const { user, feedback, router } = renderWithProviders(<ProductList />, {
      url: '/settings/products?page=1&limit=10',
    });
    await confirmDelete(user, 'Regumate Equine');
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(refusal));
    expect(feedback.showSuccess).not.toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/product/${regumate._id}`,
    );
    await user.click(screen.getByRole('button', { name: 'Regumate Equine bewerken' }));
    expect(router.state.location.pathname).toBe(`/stock/${regumate._id}`);
  });
});
