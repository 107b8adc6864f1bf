import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch } from '../../components/test/mockFetch.ts';
import { answerUnsaved, unsavedQuestion } from '../../components/test/unsavedChanges.ts';
import CustomerDetail from './CustomerDetail.tsx';
import { company, customerApi, person } from './test/customerApi.ts';

const page = (
  <>
    <Link to="/elders">Elders</Link>
    <Routes>
      <Route path="/customer/:id" element={<CustomerDetail />} />
      <Route path="/elders" element={<h1>Elders</h1>} />
      <Route path="/customer" element={<h1>Klantenlijst</h1>} />
    </Routes>
  </>
);
const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => vi.unstubAllGlobals());

describe('CustomerDetail', { timeout: 30000 }, () => {
  it("a new customer ('undefined') has only the general tab enabled and no contacts tab", async () => {
    const calls = mockFetch(customerApi());
    renderWithProviders(page, { url: '/customer/undefined#horses' });
    expect(screen.getByRole('heading', { name: 'Nieuwe klant' })).toBeInTheDocument();
    expect(tab('Algemeen')).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Paarden', "Embryo's", 'Sperma', 'Onderzoeken']) {
      expect(tab(name)).toBeDisabled();
    }
    expect(screen.queryByRole('tab', { name: 'Contactpersonen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/customer/undefined')).toBe(false);
  });

  it('a person has no contacts tab; its other tabs are enabled and kept in the hash', async () => {
    mockFetch(customerApi());
    const { user, router } = renderWithProviders(page, { url: `/customer/${person._id}` });
    expect(await screen.findByRole('heading', { name: 'Jan Janssens' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Contactpersonen' })).not.toBeInTheDocument();
    expect(await screen.findByText('Geen cases gevonden')).toBeInTheDocument();

    await user.click(tab('Paarden'));
    expect(router.state.location.hash).toBe('#horses');
    expect(await screen.findByText('Geen paarden gevonden')).toBeInTheDocument();

    await user.click(tab('Onderzoeken'));
    expect(router.state.location.hash).toBe('#research');
    expect(await screen.findByText('Geen onderzoeksfiches gevonden')).toBeInTheDocument();
  });

  it('a person asked for #contacts sees the general tab', async () => {
    mockFetch(customerApi());
    renderWithProviders(page, { url: `/customer/${person._id}#contacts` });
    await screen.findByRole('heading', { name: 'Jan Janssens' });
    expect(tab('Algemeen')).toHaveAttribute('aria-selected', 'true');
  });

  it('a company has a contacts tab listing its contact persons', async () => {
    mockFetch(customerApi());
    renderWithProviders(page, { url: `/customer/${company._id}#contacts` });
    expect(await screen.findByRole('heading', { name: company.displayName })).toBeInTheDocument();
    expect(tab('Contactpersonen')).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('row', { name: /Lien/ });
    expect(within(row).getByText('Eigenaar bedrijf')).toBeInTheDocument();
  });

  it("the embryos and semen tabs show their empty text and link to the owner's stock costs", async () => {
    const calls = mockFetch(customerApi());
    const { user } = renderWithProviders(page, { url: `/customer/${person._id}#embryos` });
    expect(await screen.findByText("Geen embryo's gevonden")).toBeInTheDocument();
    const embryos = calls.find((c) => c.url.pathname === `/api/customer/${person._id}/embryos`)!;
    expect(embryos.url.searchParams.get('limit')).toBe('10');
    expect(screen.getByRole('link', { name: 'Stockkosten' })).toHaveAttribute(
      'href',
      `/fertility/stock-costs?type=icsi&owner=${person._id}`,
    );
    await user.click(tab('Sperma'));
    expect(await screen.findByText('Geen sperma loten gevonden')).toBeInTheDocument();
    const lots = calls.find((c) => c.url.pathname === '/api/semen')!.url.searchParams;
    expect(lots.get('owner')).toBe(person._id);
    expect(screen.getByRole('link', { name: 'Stockkosten' })).toHaveAttribute(
      'href',
      `/fertility/stock-costs?type=semen&owner=${person._id}`,
    );
  });

  it('the horses tab lists owned horses with a dead marker; a row opens /horse/{id}', async () => {
    const horse = { _id: '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c44', name: 'Flicka', type: 'Merrie' };
    const calls = mockFetch(
      customerApi([person], (call) =>
        call.url.pathname.endsWith('/horse')
          ? { body: { horses: [{ ...horse, death: true }], total: 1 } }
          : undefined,
      ),
    );
    const { user, router } = renderWithProviders(page, { url: `/customer/${person._id}#horses` });
    const row = await screen.findByRole('row', { name: /Flicka/ });
    expect(within(row).getByLabelText('Overleden')).toBeInTheDocument();
    const query = calls.find((c) => c.url.pathname.endsWith('/horse'))!.url.searchParams;
    expect(query.get('limit')).toBe('5');
    await user.click(within(row).getByText('Merrie'));
    expect(router.state.location.pathname).toBe(`/horse/${horse._id}`);
  });

  it('delete asks a confirmation that warns it cannot be undone; a 409 keeps the page', async () => {
    const refusal = 'Deze klant kan niet verwijderd worden: hij is nog eigenaar van 1 paard.';
    const calls = mockFetch(
      customerApi([person], (call) =>
        call.method === 'DELETE' ? apiError(409, refusal) : undefined,
      ),
    );
    const { user, router, feedback } = renderWithProviders(page, {
      url: `/customer/${person._id}`,
    });
    await screen.findByRole('heading', { name: 'Jan Janssens' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jan Janssens verwijderen' });
    expect(
      within(dialog).getByText(
        'Deze klant wordt definitief verwijderd. Dit kan niet ongedaan gemaakt worden.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(feedback.showError).toHaveBeenCalledWith(refusal));
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe(
      `/api/customer/${person._id}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/customer/${person._id}`);
    expect(screen.getByRole('heading', { name: 'Jan Janssens' })).toBeInTheDocument();
    expect(feedback.showSuccess).not.toHaveBeenCalled();
  });

  it('a confirmed delete goes back one page', async () => {
    mockFetch(
      customerApi([person], (call) => (call.method === 'DELETE' ? { status: 204 } : undefined)),
    );
    const { user, router, feedback } = renderWithProviders(page, {
      url: '/customer?type=particulier',
    });
    await router.navigate(`/customer/${person._id}`);
    await screen.findByRole('heading', { name: 'Jan Janssens' });
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer'));
    expect(router.state.historyAction).toBe('POP');
    expect(feedback.showSuccess).toHaveBeenCalledWith('Jan Janssens succesvol verwijderd');
    expect(feedback.showError).not.toHaveBeenCalled();
  });

  it('another tab with unsaved changes in the general tab asks; after Opslaan it goes at once', async () => {
    mockFetch(
      customerApi([company], (call) =>
        call.method === 'PUT' ? { body: { ...company, company: 'De Kapel NV' } } : undefined,
      ),
    );
    const { user, router, feedback } = renderWithProviders(page, {
      url: `/customer/${company._id}`,
    });
    const name = () => screen.getByRole('textbox', { name: /^Bedrijf/ });
    await waitFor(() => expect(name()).toHaveValue('Stoeterij De Kapel BV'));
    await user.clear(name());
    await user.type(name(), 'De Kapel NV');
    await user.click(tab('Paarden'));
    await answerUnsaved(user, 'Blijven');
    expect(router.state.location.hash).toBe('');
    expect(name()).toHaveValue('De Kapel NV');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(feedback.showSuccess).toHaveBeenCalledWith('Klant is succesvol opgeslaan'),
    );
    await user.click(tab('Paarden'));
    expect(router.state.location.hash).toBe('#horses');
    expect(unsavedQuestion()).not.toBeInTheDocument();
  });

  it('a new customer, untouched, is left without asking', async () => {
    mockFetch(customerApi());
    const { user } = renderWithProviders(page, { url: '/customer/undefined' });
    await user.click(screen.getByRole('link', { name: 'Elders' }));
    expect(await screen.findByRole('heading', { name: 'Elders' })).toBeInTheDocument();
    expect(unsavedQuestion()).not.toBeInTheDocument();
  });

  it("an unknown customer says 'Klant niet gevonden' with a way back, not a loading bar", async () => {
    const missing = '12121212-1212-4212-8212-121212121212';
    mockFetch(
      customerApi(undefined, (call) =>
        call.url.pathname === `/api/customer/${missing}`
          ? apiError(404, 'Klant niet gevonden')
          : undefined,
      ),
    );
    const { user, router } = renderWithProviders(page, { url: `/customer/${missing}` });
    expect(await screen.findByRole('heading', { name: 'Klant niet gevonden' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('Deze klant kon niet geladen worden.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de klanten' }));
    expect(router.state.location.pathname).toBe('/customer');
    expect(router.state.location.search).toBe('?type=particulier');
  });

  it("a server failure says 'Klant kon niet geladen worden'", async () => {
    mockFetch(
      customerApi(undefined, (call) =>
        call.url.pathname === `/api/customer/${person._id}` ? apiError(500, 'Kapot') : undefined,
      ),
    );
    renderWithProviders(page, { url: `/customer/${person._id}` });
    expect(
      await screen.findByRole('heading', { name: 'Klant kon niet geladen worden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar de klanten' })).toBeInTheDocument();
  });
});
