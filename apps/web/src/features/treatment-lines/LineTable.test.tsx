import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { LineTable, type LineRow } from './LineTable.tsx';

const rows = (n: number): LineRow[] =>
  Array.from({ length: n }, (_, i) => ({
    key: String(i),
    name: `Protocol ${i + 1}`,
    detail: '',
    date: '2026-11-20T11:00:00.000Z',
    amount: 1,
    billable: true,
    step: 1,
    min: 1,
  }));

const table = (n: number, onDelete = vi.fn()) => (
  <LineTable
    title="Protocollen"
    addLabel="Protocol toevoegen"
    empty="Geen protocollen"
    rows={rows(n)}
    canAdd
    canDelete
    canEditAmount
    onAdd={() => {}}
    onAmount={() => {}}
    onDelete={onDelete}
  />
);

describe('a small table of lines (spec 01 §9)', () => {
  it('shows 5 rows a page with a footer from 5 rows; a delete on page 2 names the right row', async () => {
    const onDelete = vi.fn();
    const { user } = renderWithProviders(table(6, onDelete));
    const t = screen.getByRole('table', { name: 'Protocollen' });
    expect(within(t).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 van 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /volgende pagina|next page/i }));
    expect(within(t).getByText('Protocol 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Protocol 6 verwijderen' }));
    expect(onDelete).toHaveBeenCalledWith(5);
  });

  it('a row added on page 1 turns the table to the page that shows it', async () => {
    function Growing() {
      const [n, setN] = useState(5);
      return (
        <>
          <button onClick={() => setN(n + 1)}>erbij</button>
          {table(n)}
        </>
      );
    }
    const { user } = renderWithProviders(<Growing />);
    expect(screen.getByText('1–5 van 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'erbij' }));
    expect(screen.getByText('6–6 van 6')).toBeInTheDocument();
    expect(screen.getByText('Protocol 6')).toBeInTheDocument();
  });

  it('no footer below 5 rows', () => {
    renderWithProviders(table(4));
    expect(screen.queryByText(/van 4/)).not.toBeInTheDocument();
  });
});
