import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CaseListItem } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { CustomerCasesTable } from './CustomerCasesTable.tsx';

const CUSTOMER = '0b7e1c52-4a44-4c3e-9a54-6f1f1b9a2c11';

/** Case n of the customer (2026-00001 …), newest first as the server sorts them. */
function caseRow(n: number): CaseListItem {
  const id = `0b7e1c52-4a44-4c3e-9a54-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    reference: `2026-${String(n).padStart(5, '0')}`,
    status: 'Open',
    mainActivity: '-',
    customer: { _id: CUSTOMER, name: 'Jan Janssens' },
    horse: { _id: id, name: `Paard ${n}`, type: 'Merrie', surrogate: false },
    invoice: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

/** GET /api/case answered as the server pages `total` cases. */
function casesApi(total: number) {
  return mockFetch((call) => {
    const page = Number(call.url.searchParams.get('page'));
    const limit = Number(call.url.searchParams.get('limit'));
    const all = Array.from({ length: total }, (_, i) => caseRow(total - i));
    return { body: { results: all.slice((page - 1) * limit, page * limit), total } };
  });
}

const rows = () => screen.getAllByRole('row').slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('the customer cases table', { timeout: 30000 }, () => {
  it('asks the server 5 cases a page, newest first, and pages through all of them', async () => {
    const calls = casesApi(12);
    const { user } = renderWithProviders(<CustomerCasesTable customerId={CUSTOMER} />);
    expect(await screen.findByText('2026-00012')).toBeInTheDocument();
    const query = calls[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      customer: CUSTOMER,
      page: '1',
      limit: '5',
      sortBy: 'createdAt',
      sortDesc: 'true',
    });
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('1–5 van 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /volgende pagina|next page/i }));
    expect(await screen.findByText('2026-00007')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: /volgende pagina|next page/i }));
    expect(await screen.findByText('2026-00002')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('2026-00001')).toBeInTheDocument();
    expect(screen.getByText('11–12 van 12')).toBeInTheDocument();
  });

  it('shows the footer from 5 cases, not below', async () => {
    casesApi(5);
    const first = renderWithProviders(<CustomerCasesTable customerId={CUSTOMER} />);
    expect(await screen.findByText('1–5 van 5')).toBeInTheDocument();
    first.unmount();
    casesApi(4);
    renderWithProviders(<CustomerCasesTable customerId={CUSTOMER} />);
    expect(await screen.findByText('2026-00004')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByText(/van 4/)).not.toBeInTheDocument();
  });

  it("says 'Geen cases gevonden' without cases", async () => {
    casesApi(0);
    renderWithProviders(<CustomerCasesTable customerId={CUSTOMER} />);
    expect(await screen.findByText('Geen cases gevonden')).toBeInTheDocument();
  });
});
