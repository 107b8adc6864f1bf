import { useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { nlBE } from 'date-fns/locale/nl-BE';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from './theme.ts';
import { FeedbackProvider } from './FeedbackProvider.tsx';
import { useFeedback } from '../lib/feedback.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { AuthProvider } from '../auth/AuthContext.tsx';
import type { Session } from '../auth/session.ts';

/** One QueryClient per app, reporting to the shell's banner. */
function QueryProvider({ children }: { children: ReactNode }) {
  const feedback = useFeedback();
  const [client] = useState(() => createQueryClient(feedback));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Everything a screen may rely on: theme, Dutch dates, feedback, server state, the session. */
export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nlBE}>
        <FeedbackProvider>
          <QueryProvider>
            <AuthProvider session={session}>{children}</AuthProvider>
          </QueryProvider>
        </FeedbackProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
