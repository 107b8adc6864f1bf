import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ResearchSheetListItem } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch, type FetchCall } from '../../components/test/mockFetch.ts';
import HorseDetail from '../horses/detail/HorseDetail.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const HORSE = '33333333-3333-4333-8333-333333333333';
const CASE = '22222222-2222-4222-8222-222222222222';

/** `n` sheets of the horse, newest first as the API sorts them. */
const sheets = (n: number): ResearchSheetListItem[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: `00000000-0000-4000-8000-0000000001${String(10 + i)}`,
    case: { _id: CASE, reference: '2026-00042' },
    horse: { _id: HORSE, name: 'Fleur' },
    client: { _id: '66666666-6666-4666-8666-666666666666', name: 'Jan Janssens' },
    doctor: 'Dr. Claes',
    researchDate: new Date(2026, 10, 30 - i, 9).toISOString(),
    billable: i % 2 === 0,
  }));

/** GET /api/researchSheet answers the asked page of `all`. */
function api(all: ResearchSheetListItem[]) {
  return (call: FetchCall) => {
    if (call.url.pathname === `/api/horse/${HORSE}`)
      return {
        body: { _id: HORSE, name: 'Fleur', type: 'Merrie', death: false, surrogate: false },
      };
    if (call.url.pathname === '/api/researchSheet') {
      const page = Number(call.url.searchParams.get('page'));
      const limit = Number(call.url.searchParams.get('limit'));
      return { body: { results: all.slice((page - 1) * limit, page * limit), total: all.length } };
    }
    return { body: { results: [], total: 0 } };
  };
}

const sheetCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.url.pathname === '/api/researchSheet').map((c) => c.url.searchParams);

describe("a horse's research sheets", () => {
  it("the horse's 'Onderzoeksfiches' tab lists her sheets, newest first, each linking to its case tab", async () => {
    const all = sheets(3);
    const calls = mockFetch(api(all));
    renderWithProviders(
      <Routes>
        <Route path="/paard/:id" element={<HorseDetail />} />
      </Routes>,
      { url: `/paard/${HORSE}?tab=research` },
    );
    const table = await screen.findByRole('table', { name: 'Onderzoeksfiches' });
    expect(screen.getByRole('tab', { name: 'Onderzoeksfiches' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      '30/11/2026 09:00',
      '29/11/2026 09:00',
      '28/11/2026 09:00',
    ]);
    // On a horse the other column is the customer.
    expect(within(table).getByRole('columnheader', { name: 'Klant' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Jan Janssens');
    expect(rows[1]).toHaveTextContent('Factureerbaar');
    expect(rows[2]).toHaveTextContent('Gefactureerd');
    expect(within(rows[1]!).getByRole('link', { name: '2026-00042' })).toHaveAttribute(
      'href',
      `/case/${CASE}?tab=${all[0]!._id}`,
    );
    const asked = sheetCalls(calls)[0]!;
    expect([asked.get('horse'), asked.get('sortBy'), asked.get('sortDesc')]).toEqual([
      HORSE,
      'researchDate',
      'true',
    ]);
  });

  it("'Historiek' shows 10 sheets a page, newest first", async () => {
    const all = sheets(12);
    const calls = mockFetch(api(all));
    const { user } = renderWithProviders(<HistoryDialog horseId={HORSE} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Historiek' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(11));
    expect(within(dialog).getByText('1–10 van 12')).toBeInTheDocument();
    const first = sheetCalls(calls)[0]!;
    expect([first.get('horse'), first.get('limit'), first.get('page')]).toEqual([HORSE, '10', '1']);
    expect([first.get('sortBy'), first.get('sortDesc')]).toEqual(['researchDate', 'true']);
    await user.click(within(dialog).getByRole('button', { name: /volgende pagina|next page/i }));
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(3));
    expect(sheetCalls(calls).at(-1)!.get('page')).toBe('2');
    expect(within(dialog).getAllByRole('row')[1]).toHaveTextContent('20/11/2026 09:00');
  });
});
