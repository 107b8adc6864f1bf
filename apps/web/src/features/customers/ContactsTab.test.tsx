import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { ContactsTab } from './ContactsTab.tsx';
import { company, customerApi } from './test/customerApi.ts';

const contactUrl = `/api/customer/${company._id}/contact`;
const lien = company.contacts[0]!;

afterEach(() => vi.unstubAllGlobals());

describe('ContactsTab', { timeout: 30000 }, () => {
  it("says 'Geen contactpersonen' when there are none", async () => {
    mockFetch(customerApi());
    renderWithProviders(<ContactsTab customer={{ ...company, contacts: [] }} />);
    expect(screen.getByText('Geen contactpersonen')).toBeInTheDocument();
  });

  it('adds a contact: first and last name required, role from the config, POST {contact}', async () => {
    const calls = mockFetch(
      customerApi([company], (call) =>
        call.method === 'POST'
          ? { status: 201, body: { ...lien, first_name: 'Bert', last_name: 'Vos' } }
          : undefined,
      ),
    );
    const { user, feedback } = renderWithProviders(<ContactsTab customer={company} />);
    await user.click(screen.getByRole('button', { name: 'Contactpersoon toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactpersoon toevoegen' });
    const save = within(dialog).getByRole('button', { name: 'Opslaan' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Voornaam/), 'Bert');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Achternaam/), 'Vos');
    await user.click(within(dialog).getByLabelText(/^Rol/));
    await user.click(within(await screen.findByRole('listbox')).getByText('Boekhouder'));
    await user.type(within(dialog).getByLabelText(/^Telefoon/), '+3211');
    expect(within(dialog).getByText('5/16')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Bert Vos succesvol opgeslagen'),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe(contactUrl);
    expect(post.body).toEqual({
      contact: {
        first_name: 'Bert',
        last_name: 'Vos',
        role: 'Boekhouder',
        telephone: '+3211',
        email: null,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a contact with PUT and deletes one after confirmation', async () => {
    const calls = mockFetch(
      customerApi([company], (call) => {
        if (call.method === 'PUT') return { body: { ...lien, email: 'lien@kapel.be' } };
        if (call.method === 'DELETE') return { status: 204 };
        return undefined;
      }),
    );
    const { user, feedback } = renderWithProviders(<ContactsTab customer={company} />);
    const row = screen.getByRole('row', { name: /Lien/ });
    await user.click(within(row).getByRole('button', { name: 'Bewerken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactpersoon bewerken' });
    expect(within(dialog).getByLabelText(/^Voornaam/)).toHaveValue('Lien');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'lien@kapel.be');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`${contactUrl}/${lien._id}`);
    expect(put.body).toMatchObject({
      contact: { email: 'lien@kapel.be', role: 'Eigenaar bedrijf' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'Verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Lien Claes verwijderen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Lien Claes succesvol verwijderd'),
    );
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `${contactUrl}/${lien._id}`,
    );
  });
});
