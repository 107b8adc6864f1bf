import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Container } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import ContainerList from './ContainerList.tsx';

const vat: Container = {
  _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c05',
  name: 'Vat 1',
  available_places: 10,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('ContainerList', { timeout: 20000 }, () => {
  it('lists the containers with their number of tubes, sorted by name', async () => {
    const calls = mockFetch(() => ({ body: { results: [vat], total: 1 } }));
    const { search } = renderWithProviders(<ContainerList />, {
      url: '/settings/nitrogen-container',
    });
    expect(screen.getByRole('heading', { name: 'Stikstof Vaten' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Vat 1\s*10/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Aantal kokers/ })).toBeInTheDocument();
    expect(calls[0]!.url.pathname).toBe('/api/nitrogen-container');
    expect(calls[0]!.url.searchParams.getAll('sortBy')).toEqual(['name']);
    await waitFor(() => expect(search().get('page')).toBe('1'));
  });

  it('shows the empty text', async () => {
    mockFetch(() => ({ body: { results: [], total: 0 } }));
    renderWithProviders(<ContainerList />, { url: '/settings/nitrogen-container?page=1&limit=10' });
    expect(await screen.findByText('Geen containers in de database')).toBeInTheDocument();
  });

  it('adds a container with name and number of tubes', async () => {
    const calls = mockFetch((call) =>
      call.method === 'POST' ? { status: 201, body: vat } : { body: { results: [], total: 0 } },
    );
    const { user, feedback } = renderWithProviders(<ContainerList />, {
      url: '/settings/nitrogen-container?page=1&limit=10',
    });
    await user.click(screen.getByRole('button', { name: 'Vat toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vat toevoegen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    await user.type(within(dialog).getByLabelText(/^Aantal kokers/), '0');
    expect(
      await within(dialog).findByText('Dit veld is verplicht en moet groter zijn dan 0'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText(/^Aantal kokers/));
    await user.type(within(dialog).getByLabelText(/^Aantal kokers/), '10');
    await user.type(within(dialog).getByLabelText(/^Naam/), 'Vat 1');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Vat 1 succesvol opgeslagen'),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Vat 1', available_places: 10 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
