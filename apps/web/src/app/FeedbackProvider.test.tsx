import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.ts';
import { ErrorBanner, FeedbackProvider } from './FeedbackProvider.tsx';
import { useFeedback } from '../lib/feedback.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { SNACKBAR_MS } from './constants.ts';

function Controls() {
  const feedback = useFeedback();
  const [client] = useState(() => createQueryClient(feedback));
  return (
    <QueryClientProvider client={client}>
      <button onClick={() => feedback.showError('Locatie is volzet')}>fout</button>
      <button onClick={() => feedback.showSuccess('Opgeslagen!')}>succes</button>
      <Mutations />
    </QueryClientProvider>
  );
}

function Mutations() {
  const ok = useMutation({ mutationFn: async () => 'ok' });
  const failing = useMutation({
    mutationFn: async () => {
      throw new Error('Opslaan mislukt');
    },
  });
  const silent = useMutation({
    mutationFn: async () => {
      throw new Error('Zoeken mislukt');
    },
    meta: { silentError: true },
  });
  return (
    <>
      <button onClick={() => ok.mutate()}>gelukt</button>
      <button onClick={() => failing.mutate()}>mislukt</button>
      <button onClick={() => silent.mutate()}>stil</button>
    </>
  );
}

function setup() {
  return render(
    <ThemeProvider theme={theme}>
      <FeedbackProvider>
        <ErrorBanner />
        <Controls />
      </FeedbackProvider>
    </ThemeProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('error banner', () => {
  it('stays until it is closed', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('fout'));
    act(() => vi.advanceTimersByTime(10 * 60 * 1000));
    expect(screen.getByText('Locatie is volzet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Locatie is volzet')).not.toBeInTheDocument();
  });

  it('shows a failed mutation and is cleared by the next success', async () => {
    setup();
    fireEvent.click(screen.getByText('mislukt'));
    expect(await screen.findByText('Opslaan mislukt')).toBeInTheDocument();
    fireEvent.click(screen.getByText('gelukt'));
    await waitFor(() => expect(screen.queryByText('Opslaan mislukt')).not.toBeInTheDocument());
  });

  it('is cleared by a success message too', async () => {
    setup();
    fireEvent.click(screen.getByText('fout'));
    fireEvent.click(screen.getByText('succes'));
    expect(screen.queryByText('Locatie is volzet')).not.toBeInTheDocument();
  });

  it('a failure marked silentError is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    fireEvent.click(screen.getByText('stil'));
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'Zoeken mislukt' })),
    );
    expect(screen.queryByText('Zoeken mislukt')).not.toBeInTheDocument();
  });
});

describe('success snackbar', () => {
  it('shows the message and hides it after SNACKBAR_MS', () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('succes'));
    expect(screen.getByText('Opgeslagen!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SNACKBAR_MS - 100));
    expect(screen.getByText('Opgeslagen!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200)); // hides
    act(() => vi.advanceTimersByTime(1000)); // leaving transition ends
    expect(screen.queryByText('Opgeslagen!')).not.toBeInTheDocument();
  });
});
