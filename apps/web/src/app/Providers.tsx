import { useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
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

/**
 * Everything a screen may rely on: theme, feedback, server state, the session. The Dutch date
 * pickers come with each module's page (DatePickers.tsx), not here: home loads none of them.
 */
export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FeedbackProvider>
        <QueryProvider>
          <AuthProvider session={session}>{children}</AuthProvider>
        </QueryProvider>
      </FeedbackProvider>
    </ThemeProvider>
  );
}
