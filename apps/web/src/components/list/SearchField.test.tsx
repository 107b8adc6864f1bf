import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FeedbackContext } from '../../lib/feedback.ts';
import { SearchField } from './SearchField.tsx';

const feedback = { showError: vi.fn(), clearError: vi.fn(), showSuccess: vi.fn() };

/** A stand-in for the URL: the value arrives `lag` ms after onSearch, as a navigation does. */
function Harness({
  onSearch,
  external,
}: {
  onSearch: (v: string | undefined) => void;
  external?: string;
}) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <FeedbackContext.Provider value={feedback}>
      <SearchField
        label="Zoeken"
        value={external ?? value}
        onSearch={(v) => {
          onSearch(v);
          setTimeout(() => setValue(v), 50);
        }}
      />
    </FeedbackContext.Provider>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchField', () => {
  it('searches once typing pauses, and its own URL update does not undo newer typing', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const input = screen.getByLabelText('Zoeken');

    fireEvent.change(input, { target: { value: 'B' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('B');
    expect(feedback.clearError).toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Bo' } });
    act(() => vi.advanceTimersByTime(50));
    expect(input).toHaveValue('Bo');

    fireEvent.change(input, { target: { value: 'Box' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith('Box');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows a value the URL gets from elsewhere (back button)', () => {
    const { rerender } = render(<Harness onSearch={vi.fn()} external="Box" />);
    expect(screen.getByLabelText('Zoeken')).toHaveValue('Box');
    rerender(<Harness onSearch={vi.fn()} external="Wei" />);
    expect(screen.getByLabelText('Zoeken')).toHaveValue('Wei');
  });

  it('clears the search with the clear button', () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} external="Box" />);
    fireEvent.click(screen.getByRole('button', { name: 'Zoekterm wissen' }));
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenLastCalledWith(undefined);
  });
});
