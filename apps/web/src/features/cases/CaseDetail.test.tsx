import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CaseDetail as Case } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { apiError, mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import CaseDetail from './CaseDetail.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = '22222222-2222-4222-8222-222222222222';
const base: Case = {
  _id: ID,
  reference: '2026-00042',
  status: 'Open',
  mainActivity: '-',
  customer: { _id: '66666666-6666-4666-8666-666666666666', name: 'Jan Janssens' },
  horse: {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Fleur',
    type: 'Merrie',
    surrogate: false,
  },
  invoice: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  extra: null,
  pension: [],
  researchSheets: [],
  protocols: [],
  labos: [],
  products: [],
  storageICSI: [],
  storageSemen: [],
};

/** A boarding line of a horse that has not left yet: no end. */
const stillBoarding: Case['pension'][number] = {
  _id: '77777777-7777-4777-8777-777777777777',
  billable: true,
  from: '2026-11-01T11:00:00.000Z',
  to: null,
  type: { _id: '88888888-8888-4888-8888-888888888888', name: 'Weide', pricePerDay: 9 },
  location: null,
  index: 0,
};

function api(c: Case, onDelete?: () => ReturnType<typeof apiError>) {
  return (call: FetchCall) => {
    const path = call.url.pathname;
    if (path === `/api/case/${ID}` && call.method === 'DELETE')
      return onDelete ? onDelete() : { status: 204 };
    if (path === `/api/case/${ID}`) return { body: c };
    if (path === '/api/config/status')
      return { body: { statuses: ['Open', 'Factureerbaar', 'Gesloten'], activities: ['-'] } };
    return { body: { results: [], total: 0 } };
  };
}

const page = (
  <Routes>
    <Route path="/case/:id" element={<CaseDetail />} />
    <Route path="/cases" element={<h1>Caselijst</h1>} />
  </Routes>
);

describe('/case/{id}', () => {
  it('offers the stud horse only for ET, KI and ICSI-ET', async () => {
    mockFetch(api(base));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    expect(await screen.findByRole('heading', { name: 'Case 2026-00042' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Dekhengst' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Kunstmatige inseminatie' }));
    expect(screen.getByRole('combobox', { name: 'Dekhengst' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Hoofdactiviteit' }));
    await user.click(screen.getByRole('option', { name: 'Ovum pick up' }));
    expect(screen.queryByRole('combobox', { name: 'Dekhengst' })).not.toBeInTheDocument();
  });

  it('Factureerbaar cannot be chosen while a boarding line lacks its end (spec 01 §4)', async () => {
    mockFetch(api({ ...base, pension: [stillBoarding] }));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Status Open' }));
    const choice = screen.getByRole('menuitem', { name: /Factureerbaar/ });
    expect(choice).toHaveAttribute('aria-disabled', 'true');
    expect(choice).toHaveTextContent('Vul eerst elke pensionlijn aan');
    expect(screen.getByRole('menuitem', { name: 'Gesloten' })).not.toHaveAttribute('aria-disabled');
  });

  it('a Factureerbaar case with a horse still boarding keeps its status choices', async () => {
    mockFetch(api({ ...base, status: 'Factureerbaar', pension: [stillBoarding] }));
    const { user } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Status Factureerbaar' }));
    expect(screen.getByRole('menuitem', { name: 'Factureerbaar' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("hides '+' when Gesloten and 'Opslaan' once invoiced", async () => {
    mockFetch(api({ ...base, status: 'Gesloten', invoice: 'TL-1' }));
    renderWithProviders(page, { url: `/case/${ID}` });
    expect(await screen.findByRole('tab', { name: 'Algemeen' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Nieuwe fiche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Case verwijderen' })).toBeInTheDocument();
  });

  it('a confirmed delete goes to the default case list; a refusal shows its message', async () => {
    mockFetch(api(base));
    const { user, router } = renderWithProviders(page, { url: `/case/${ID}` });
    await user.click(await screen.findByRole('button', { name: 'Case verwijderen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('U staat op het punt om Case 2026-00042 te verwijderen.');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(router.state.location.search).toBe(
      '?status=Factureerbaar&status=Open&hideSurrogate=true',
    );

    vi.unstubAllGlobals();
    const refusal = 'Deze case heeft onderzoeksfiches en kan niet verwijderd worden.';
    mockFetch(api(base, () => apiError(409, refusal)));
    const second = renderWithProviders(page, { url: `/case/${ID}` });
    const buttons = await screen.findAllByRole('button', { name: 'Case verwijderen' });
    await second.user.click(buttons.at(-1)!);
    await second.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }),
    );
    await waitFor(() => expect(second.feedback.showError).toHaveBeenCalledWith(refusal));
    expect(second.router.state.location.pathname).toBe(`/case/${ID}`);
  });
});
