import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { BoardingTable } from './BoardingTable.tsx';
import type { BoardingDraft } from './draft.ts';

afterEach(() => vi.unstubAllGlobals());

const line = (day: number): BoardingDraft => ({
  _id: `00000000-0000-4000-8000-0000000000${String(day).padStart(2, '0')}`,
  billable: true,
  from: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  to: null,
  type: { _id: 'p', name: `Pension ${day}` },
  location: null,
});

function Boarding({ count }: { count: number }) {
  const [lines, setLines] = useState(() => Array.from({ length: count }, (_, i) => line(i + 1)));
  return (
    <BoardingTable
      lines={lines}
      horseType="Merrie"
      readOnly={false}
      selected={new Set()}
      onSelect={() => {}}
      onChange={setLines}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Pension' })).getAllByRole('row').length - 1;

describe('boarding table paging (spec 01 §9)', () => {
  it('9 lines: all shown, no footer', () => {
    mockFetch(() => ({ body: { results: [] } }));
    renderWithProviders(<Boarding count={9} />);
    expect(bodyRows()).toBe(9);
    expect(screen.queryByText(/van 9/)).not.toBeInTheDocument();
  });

  it('from 10 lines a footer pages by 10, and a new line is shown on its page', async () => {
    mockFetch(() => ({ body: { results: [] } }));
    const { user } = renderWithProviders(<Boarding count={10} />);
    expect(bodyRows()).toBe(10);
    expect(screen.getByText('1–10 van 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pensionlijn toevoegen' }));
    expect(screen.getByText('11–11 van 11')).toBeInTheDocument();
    expect(bodyRows()).toBe(1);
  });
});
