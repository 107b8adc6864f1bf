import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../../components/test/mockFetch.ts';
import { CASE, HORSE, sheetCalls, sheets, sheetsApi } from '../../research-sheets/test/fixtures.ts';
import HorseDetail from './HorseDetail.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("a horse's research sheets", () => {
  it("the horse's 'Onderzoeksfiches' tab lists her sheets, newest first, each linking to its case tab", async () => {
    const all = sheets(3);
    const calls = mockFetch(sheetsApi(all));
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
});
