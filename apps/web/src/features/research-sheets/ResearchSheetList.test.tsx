import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { HORSE, sheetCalls, sheets, sheetsApi } from './test/fixtures.ts';
import { HistoryDialog } from './HistoryDialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("a horse's research sheets", () => {
  it("'Historiek' shows 10 sheets a page, newest first", async () => {
    const all = sheets(12);
    const calls = mockFetch(sheetsApi(all));
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
