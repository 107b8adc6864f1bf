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

  it('edits a container: the dialog opens filled in and PUTs the change', async () => {
    const calls = mockFetch((call) =>
      call.method === 'PUT'
        ? { body: { ...vat, available_places: 12 } }
        : { body: { results: [vat], total: 1 } },
    );
    const { user, feedback } = renderWithProviders(<ContainerList />, {
      url: '/settings/nitrogen-container?page=1&limit=10',
    });
    const row = await screen.findByRole('row', { name: /Vat 1/ });
    await user.click(within(row).getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog');
    const tubes = within(dialog).getByLabelText(/^Aantal kokers/);
    expect(within(dialog).getByLabelText(/^Naam/)).toHaveValue('Vat 1');
    expect(tubes).toHaveValue(10);
    await user.clear(tubes);
    await user.type(tubes, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Vat 1 succesvol opgeslagen'),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/nitrogen-container/${vat._id}`);
    expect(put?.body).toEqual({ name: 'Vat 1', available_places: 12 });
  });

  it('deletes a container only after the confirmation', async () => {
    const calls = mockFetch((call) =>
      call.method === 'DELETE' ? { status: 204 } : { body: { results: [vat], total: 1 } },
    );
    const { user, feedback } = renderWithProviders(<ContainerList />, {
      url: '/settings/nitrogen-container?page=1&limit=10',
    });
    const row = await screen.findByRole('row', { name: /Vat 1/ });
    await user.click(within(row).getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Vat 1 verwijderen' });
    expect(within(confirm).getByText('U staat op het punt om Vat 1 te verwijderen.')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Annuleren' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Verwijderen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Vat 1 verwijderen' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Vat 1 succesvol verwijderd'),
    );
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.url.pathname).toBe(`/api/nitrogen-container/${vat._id}`);
  });
});
