import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { company, customerApi, person } from './test/customerApi.ts';

const field = (label: RegExp) => screen.getByLabelText(label);
const companyField = () => screen.getByRole('textbox', { name: /^Bedrijf/ });
const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });
const counterOf = (label: RegExp) =>
  document.getElementById(`${field(label).id}-helper-text`)?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('CustomerForm', { timeout: 30000 }, () => {
  it('keeps Opslaan disabled until the required address is there', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm />, { url: '/customer/undefined' });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.type(field(/^Voornaam/), 'Jan');
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Adres/), 'Grote Markt 4');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.clear(field(/^Adres/));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('asks a company name only for a company', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm />, { url: '/customer/undefined' });
    await user.type(field(/^Adres/), 'Kapelweg 1');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByRole('textbox', { name: /^Bedrijf/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bedrijf' }));
    expect(await screen.findByText('Dit veld is verplicht')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(companyField(), 'Stal Hoefslag NV');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await user.clear(companyField());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(screen.getByRole('radio', { name: 'Particulier' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("refuses 65 characters with 'Mag maximum 64 tekens bevatten'", async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm />, { url: '/customer/undefined' });
    await user.type(field(/^Adres/), 'Kapelweg 1');
    await user.click(field(/^Achternaam/));
    await user.paste('x'.repeat(65));
    expect(await screen.findByText('Mag maximum 64 tekens bevatten')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('checks a Belgian VAT number on its check digits', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm />, { url: '/customer/undefined' });
    expect(screen.getByText('BE0123456789')).toBeInTheDocument();
    await user.type(field(/^Adres/), 'Kapelweg 1');
    await user.type(field(/^BTW-nummer/), 'BE0471650623');
    expect(
      await screen.findByText('Ongeldig Belgisch btw-nummer (BE0123456789)'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.clear(field(/^BTW-nummer/));
    await user.type(field(/^BTW-nummer/), 'BE 0471.650.622');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('counts characters of the phones and zip (n/16) and the city (n/32)', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm />, { url: '/customer/undefined' });
    expect(counterOf(/^GSM/)).toBe('+32...0/16');
    await user.type(field(/^GSM/), '+32475');
    expect(counterOf(/^GSM/)).toBe('+32...6/16');
    await user.type(field(/^Telefoon/), '011');
    expect(counterOf(/^Telefoon/)).toBe('+32...3/16');
    await user.type(field(/^Postcode/), '3440');
    expect(counterOf(/^Postcode/)).toBe('4/16');
    await user.type(field(/^Gemeente/), 'Zoutleeuw');
    expect(counterOf(/^Gemeente/)).toBe('9/32');
    await user.type(field(/^Gemeente/), 'x'.repeat(30));
    expect(counterOf(/^Gemeente/)).toBe('Mag maximum 32 tekens bevatten39/32');
  });

  it('creates: POSTs {customer} with the parsed fields, then opens /customer/{newId}', async () => {
    const created = { ...person, _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c99' };
    const calls = mockFetch(
      customerApi([], (call) =>
        call.method === 'POST' ? { status: 201, body: created } : undefined,
      ),
    );
    const { user, router, feedback } = renderWithProviders(<CustomerForm />, {
      url: '/customer/undefined',
    });
    await user.type(field(/^Voornaam/), ' Jan ');
    await user.type(field(/^Achternaam/), 'Janssens');
    await user.type(field(/^E-mail/), 'jan@example.be');
    await user.type(field(/^GSM/), '+32475123456');
    await user.type(field(/^Adres/), 'Grote Markt 4');
    await user.type(field(/^Postcode/), '3440');
    await user.type(field(/^Gemeente/), 'Zoutleeuw');
    await user.click(field(/^Taal/));
    await user.click(within(await screen.findByRole('listbox')).getByText('FR'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // Enter in a field submits.
    await user.type(field(/^Gemeente/), '{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/${created._id}`));
    expect(router.state.location.hash).toBe('#general');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(feedback.showSuccess).toHaveBeenCalledWith('Klant is succesvol opgeslaan');
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]!.url.pathname).toBe('/api/customer');
    expect(post[0]!.body).toEqual({
      customer: {
        type: 'particulier',
        first_name: 'Jan',
        last_name: 'Janssens',
        company: null,
        tva: null,
        vat_liability: null,
        language: 'FR',
        email: 'jan@example.be',
        telephone_mobile: '+32475123456',
        telephone_fixed: null,
        addressLine: 'Grote Markt 4',
        zip: '3440',
        city: 'Zoutleeuw',
        country: 'BE',
      },
    });
  });

  it('edits: PUTs the company with the same snackbar and stays on its page', async () => {
    const calls = mockFetch(
      customerApi([company], (call) =>
        call.method === 'PUT' ? { body: { ...company, company: 'De Kapel NV' } } : undefined,
      ),
    );
    const { user, router, feedback } = renderWithProviders(<CustomerForm customer={company} />, {
      url: `/customer/${company._id}#general`,
    });
    expect(companyField()).toHaveValue('Stoeterij De Kapel BV');
    expect(screen.getByRole('radio', { name: 'Bedrijf' })).toBeChecked();
    await user.clear(companyField());
    await user.type(companyField(), 'De Kapel NV');
    await user.click(saveButton());
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Klant is succesvol opgeslaan'),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe(`/api/customer/${company._id}`);
    expect(put.body).toMatchObject({
      customer: { type: 'bedrijf', company: 'De Kapel NV', tva: 'BE0471650622', country: 'BE' },
    });
    expect(router.state.location.pathname).toBe(`/customer/${company._id}`);
  });

  it('a company with contacts cannot be made a person: the form says why and Opslaan waits', async () => {
    mockFetch(customerApi([company]));
    const { user } = renderWithProviders(<CustomerForm customer={company} />, {
      url: `/customer/${company._id}#general`,
    });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Particulier' }));
    expect(
      await screen.findByText(
        'Dit bedrijf heeft nog 1 contactpersoon: verwijder die eerst voor u er een particulier van maakt.',
      ),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Bedrijf' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(/contactpersoon: verwijder/)).not.toBeInTheDocument();
  });

  it("the server's 409 (contacts added meanwhile) goes to the banner; the form stays", async () => {
    const refusal =
      'Dit bedrijf heeft nog 1 contactpersoon: verwijder die eerst voor u er een particulier van maakt.';
    const alone = { ...company, contacts: [] };
    mockFetch(
      customerApi([alone], (call) => (call.method === 'PUT' ? apiError(409, refusal) : undefined)),
    );
    const { user, feedback } = renderWithProviders(<CustomerForm customer={alone} />, {
      url: `/customer/${company._id}#general`,
    });
    await user.click(screen.getByRole('radio', { name: 'Particulier' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(refusal));
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });

  it('a country code the list does not know keeps Opslaan disabled until a country is chosen', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(<CustomerForm customer={{ ...person, country: 'XX' }} />, {
      url: `/customer/${person._id}#general`,
    });
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await user.click(field(/^Land/));
    await user.click(await screen.findByRole('option', { name: 'Nederland' }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });
});
