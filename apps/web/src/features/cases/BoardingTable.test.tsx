import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { caseMsg } from '@stalboek/domain';
import { renderWithProviders } from '../../components/test/renderWithProviders.tsx';
import { mockFetch } from '../../components/test/mockFetch.ts';
import { BoardingTable } from './BoardingTable.tsx';
import { INVALID_DATE } from '../../lib/dates.ts';
import { boardingErrors, draftValid, type BoardingDraft, type CaseDraft } from './draft.ts';

afterEach(() => vi.unstubAllGlobals());

const weide = { _id: 'p', name: 'Weide', pricePerDay: 9 };

const line = (day: number): BoardingDraft => ({
  _id: `00000000-0000-4000-8000-0000000000${String(day).padStart(2, '0')}`,
  billable: true,
  from: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
  to: null,
  type: { _id: weide._id, name: weide.name },
  location: null,
});

function Boarding({ count }: { count: number }) {
  const [lines, setLines] = useState(() => Array.from({ length: count }, (_, i) => line(i + 1)));
  return <BoardingTable lines={lines} horseType="Merrie" readOnly={false} onChange={setLines} />;
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Pension' })).getAllByRole('row').length - 1;

describe('boarding table paging (spec 01 §9)', () => {
  it('9 lines: all shown, no footer', () => {
    mockFetch(() => ({ body: { results: [weide] } }));
    renderWithProviders(<Boarding count={9} />);
    expect(bodyRows()).toBe(9);
    expect(screen.queryByText(/van 9/)).not.toBeInTheDocument();
  });

  it('from 10 lines a footer pages by 10, and a new line is shown on its page', async () => {
    mockFetch(() => ({ body: { results: [weide] } }));
    const { user } = renderWithProviders(<Boarding count={10} />);
    expect(bodyRows()).toBe(10);
    expect(screen.getByText('1–10 van 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pensionlijn toevoegen' }));
    expect(screen.getByText('11–11 van 11')).toBeInTheDocument();
    expect(bodyRows()).toBe(1);
  });

  it('dates are Dutch days; an end before the start is shown; it and a half-typed date block saving', () => {
    mockFetch(() => ({ body: { results: [weide] } }));
    let latest: BoardingDraft[] = [];
    function Watched() {
      const [lines, setLines] = useState([line(10)]);
      latest = lines;
      return (
        <BoardingTable lines={lines} horseType="Merrie" readOnly={false} onChange={setLines} />
      );
    }
    renderWithProviders(<Watched />);
    const plain = (el: HTMLElement) =>
      (el as HTMLInputElement).value.replace(/[\u2066-\u2069]/g, '');
    expect(plain(screen.getByLabelText(/^Aankomst/))).toBe('10/10/2026');
    const draft = (): CaseDraft => ({
      customer: null,
      extra: null,
      mainActivity: '-',
      status: 'Open',
      pension: latest,
      lines: { protocols: [], labos: [], products: [] },
    });
    fireEvent.change(screen.getByLabelText(/^Vertrek/), { target: { value: '09/10/2026' } });
    expect(screen.getByText(caseMsg.boardingEndBeforeStart)).toBeInTheDocument();
    expect(draftValid(draft())).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Vertrek/), { target: { value: '12/10/2026' } });
    expect(screen.queryByText(caseMsg.boardingEndBeforeStart)).not.toBeInTheDocument();
    expect(draftValid(draft())).toBe(true);
    // Stored at 12:00 Brussels time (spec 01 §5).
    expect(latest[0]?.to).toBe('2026-10-12T10:00:00.000Z');
    // Half-typed text: the picker hands over INVALID_DATE.
    latest = [{ ...line(10), to: INVALID_DATE }];
    expect(boardingErrors(latest[0] as BoardingDraft)).toEqual({ to: 'Invalid date' });
    expect(draftValid(draft())).toBe(false);
  });
});
