import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlBE } from 'date-fns/locale/nl-BE';
import { vi } from 'vitest';
import { FeedbackContext } from '../../../lib/feedback.ts';
import { createQueryClient } from '../../../api/queryClient.ts';
import { UnsavedChangesGuard } from '../../../components/form/UnsavedChanges.tsx';
import HorseDetail from '../detail/HorseDetail.tsx';

/**
 * The horse page at `url` (/horse/{id} or /horse/create?…) with the app's providers, as
 * renderWithProviders (the unsaved-changes guard included) but with /horse/:id routed to
 * HorseDetail and the list as a stub.
 */
export function renderHorsePage(url: string) {
  const feedback = { showError: vi.fn(), clearError: vi.fn(), showSuccess: vi.fn() };
  const queryClient = createQueryClient(feedback);
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: '/horse/:id', element: <HorseDetail /> },
          { path: '/horse', element: <h1>Paardenlijst</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  render(
    <FeedbackContext.Provider value={feedback}>
      <QueryClientProvider client={queryClient}>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nlBE}>
          <RouterProvider router={router} />
        </LocalizationProvider>
      </QueryClientProvider>
    </FeedbackContext.Provider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { user, router, feedback, search };
}
