import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import type { FetchCall } from '../../components/test/mockFetch.ts';
import CustomerList from './CustomerList.tsx';
import { company, customerApi, person } from './test/customerApi.ts';

const listCalls = (calls: FetchCall[]) => calls.filter((c) => c.url.pathname === '/api/customer');
const lastList = (calls: FetchCall[]) => listCalls(calls).at(-1)!.url.searchParams;

afterEach(() => vi.unstubAllGlobals());

describe('CustomerList', { timeout: 20000 }, () => {
  it('lists persons sorted by last name with their phone and place; page and limit are added', async () => {
    const calls = mockFetch(customerApi());
    const { search, router } = renderWithProviders(<CustomerList />, {
      url: '/customer?type=particulier',
    });
    const row = await screen.findByRole('row', { name: /Janssens/ });
    expect(within(row).getByText('+32475123456')).toBeInTheDocument();
    expect(within(row).getByText('3440 Zoutleeuw')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Particulieren' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const q = lastList(calls);
    expect(q.get('type')).toBe('particulier');
    expect(q.getAll('sortBy')).toEqual(['last_name']);
    expect(q.getAll('sortDesc')).toEqual(['false']);
    await waitFor(() => expect(search().get('page')).toBe('1'));
    expect(search().get('limit')).toBe('10');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("the 'Bedrijven' tab sets type=bedrijf, goes back to page 1 and drops the persons' filters", async () => {
    const calls = mockFetch(customerApi());
    const { user, search } = renderWithProviders(<CustomerList />, {
      url: '/customer?type=particulier&page=3&limit=10&last_name=jan',
    });
    await user.click(await screen.findByRole('tab', { name: 'Bedrijven' }));
    await waitFor(() => expect(search().get('type')).toBe('bedrijf'));
    expect(search().get('page')).toBe('1');
    expect(search().get('last_name')).toBeNull();
    expect(await screen.findByRole('row', { name: /Stoeterij De Kapel BV/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /BTW/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Voornaam/ })).not.toBeInTheDocument();
    await waitFor(() => expect(lastList(calls).get('type')).toBe('bedrijf'));
    expect(lastList(calls).get('page')).toBe('1');
    expect(lastList(calls).get('last_name')).toBeNull();
    // Decision 21: companies are sorted by their company name.
    expect(lastList(calls).getAll('sortBy')).toEqual(['company']);
    expect(lastList(calls).getAll('sortDesc')).toEqual(['false']);
    expect(screen.getByLabelText('Bedrijf')).toBeInTheDocument();
  });

  it('filters persons on last name through the URL', async () => {
    const calls = mockFetch(customerApi());
    const { user, search } = renderWithProviders(<CustomerList />, {
      url: '/customer?type=particulier&page=2&limit=10',
    });
    await user.type(screen.getByLabelText('Achternaam'), 'Jans');
    await waitFor(() => expect(search().get('last_name')).toBe('Jans'));
    expect(search().get('page')).toBe('1');
    await waitFor(() => expect(lastList(calls).get('last_name')).toBe('Jans'));
  });

  it("'Klant toevoegen' opens /customer/undefined, a row opens /customer/{id}", async () => {
    mockFetch(customerApi());
    const { user, router, search } = renderWithProviders(<CustomerList />, {
      url: '/customer?type=particulier&page=1&limit=10',
    });
    await user.click(await screen.findByText('Janssens'));
    expect(router.state.location.pathname).toBe(`/customer/${person._id}`);

    await router.navigate('/customer?type=bedrijf&page=1&limit=10');
    await user.click(await screen.findByText(company.company!));
    expect(router.state.location.pathname).toBe(`/customer/${company._id}`);

    await router.navigate('/customer?type=bedrijf&page=1&limit=10');
    await user.click(await screen.findByRole('button', { name: 'Klant toevoegen' }));
    expect(router.state.location.pathname).toBe('/customer/undefined');
    // A new company: the form starts as 'Bedrijf'.
    expect(search().get('type')).toBe('bedrijf');
  });

  it("shows 'Geen klanten in de database' when there are none", async () => {
    mockFetch(customerApi([]));
    renderWithProviders(<CustomerList />, { url: '/customer?type=bedrijf&page=1&limit=10' });
    expect(await screen.findByText('Geen klanten in de database')).toBeInTheDocument();
  });
});
