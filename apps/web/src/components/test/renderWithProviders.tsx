import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlBE } from 'date-fns/locale/nl-BE';
import { vi } from 'vitest';
import { FeedbackContext } from '../../lib/feedback.ts';
import { createQueryClient } from '../../api/queryClient.ts';
import { UnsavedChangesGuard } from '../form/UnsavedChanges.tsx';

// material-react-table renders slowly in jsdom when test files run in parallel.
configure({ asyncUtilTimeout: 5000 });

/**
 * Test wrapper as the app's Providers: a memory router at `url`, the app's QueryClient, the Dutch
 * date pickers, a spy feedback (banner, snackbar) and the shell's unsaved-changes guard.
 */
export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const feedback = { showError: vi.fn(), clearError: vi.fn(), showSuccess: vi.fn() };
  const queryClient = createQueryClient(feedback);
  const router = createMemoryRouter(
    [
      {
        // As the app's shell: leaving a form with unsaved changes asks first.
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '*', element: ui },
          { path: '/horse/:id', element: <p>Paardpagina</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const result = render(
    <FeedbackContext.Provider value={feedback}>
      <QueryClientProvider client={queryClient}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nlBE}>
          <RouterProvider router={router} />
        </LocalizationProvider>
      </QueryClientProvider>
    </FeedbackContext.Provider>,
  );
  /** The current URL query as URLSearchParams. */
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...result, user, router, feedback, queryClient, search };
}
