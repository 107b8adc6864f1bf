import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import CaseList from './CaseList.tsx';

afterEach(() => vi.unstubAllGlobals());

const HORSE = '33333333-3333-4333-8333-333333333333';
const OWNER = '66666666-6666-4666-8666-666666666666';
const row = {
  _id: '22222222-2222-4222-8222-222222222222',
  reference: '2026-00042',
  status: 'Open',
  mainActivity: 'Embryotransfer',
  customer: { _id: OWNER, name: 'Jan Janssens' },
  horse: { _id: HORSE, name: 'Fleur', type: 'Merrie', surrogate: false },
  invoice: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function api(call: FetchCall) {
  const path = call.url.pathname;
  if (path === '/api/case' && call.method === 'POST')
    return { status: 201, body: { _id: row._id } };
  if (path === '/api/case') return { body: { results: [row], total: 1 } };
  if (path === '/api/horse/search')
    return { body: { results: [{ _id: HORSE, name: 'Fleur', type: 'Merrie' }] } };
  if (path === `/api/horse/${HORSE}`)
    return { body: { _id: HORSE, name: 'Fleur', owner: { _id: OWNER, name: 'Jan Janssens' } } };
  return { body: { results: [], total: 0 } };
}

describe('/cases', () => {
  it('asks status descending then newest first; the surrogate switches exclude each other', async () => {
    const calls = mockFetch(api);
    const { user, router } = renderWithProviders(<CaseList />, {
      url: '/cases?status=Factureerbaar&status=Open&hideSurrogate=true&page=3',
    });
    expect(await screen.findByRole('row', { name: /2026-00042/ })).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/case')!;
    expect(first.url.searchParams.getAll('status')).toEqual(['Factureerbaar', 'Open']);
    expect(first.url.searchParams.get('hideSurrogate')).toBe('true');
    const hide = screen.getByRole('switch', { name: 'Draagmoeders verbergen' });
    const only = screen.getByRole('switch', { name: 'Enkel draagmoeders' });
    expect(hide).toBeChecked();
    await user.click(only);
    await waitFor(() => expect(only).toBeChecked());
    expect(hide).not.toBeChecked();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('onlySurrogate')).toBe('true');
    expect(params.get('hideSurrogate')).toBeNull();
    // Changing a filter goes back to the first page.
    expect(params.get('page')).toBe('1');
  });

  it("'Case toevoegen' needs a horse, takes her owner as customer and opens the new case", async () => {
    const calls = mockFetch(api);
    const { user, router } = renderWithProviders(<CaseList />, { url: '/cases' });
    await user.click(screen.getByRole('button', { name: 'Case toevoegen' }));
    const dialog = screen.getByRole('dialog', { name: 'Case toevoegen' });
    const create = within(dialog).getByRole('button', { name: 'Aanmaken' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: /^Paard/ }), 'Fle');
    await user.click(await screen.findByRole('option', { name: 'Fleur' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /^Klant/ })).toHaveValue('Jan Janssens'),
    );
    expect(create).toBeEnabled();
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case/${row._id}`));
    expect(router.state.location.search).toBe('?tab=general');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      horse: HORSE,
      customer: OWNER,
      mainActivity: '-',
    });
  });
});
