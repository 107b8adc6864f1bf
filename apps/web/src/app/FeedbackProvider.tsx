import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { FeedbackContext } from '../lib/feedback.ts';
import type { Feedback } from '../lib/feedback.ts';
import { SNACKBAR_MS } from './constants.ts';

type SuccessMessage = { key: number; text: string };

/** The current banner text; read by ErrorBanner wherever the shell places it. */
const BannerContext = createContext<{ error: string | null; clearError: () => void }>({
  error: null,
  clearError: () => {},
});

/**
 * Implements the shell's feedback (spec 01 §2, §8): a red error banner that stays until closed
 * or until the next success, and success snackbars shown for SNACKBAR_MS, one after another.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<string | null>(null);
  const [queue, setQueue] = useState<SuccessMessage[]>([]);
  const [open, setOpen] = useState(true);
  const nextKey = useRef(0);

  const clearError = useCallback(() => setError(null), []);
  const showError = useCallback((message: string) => setError(message), []);
  const showSuccess = useCallback((text: string) => {
    setError(null);
    nextKey.current += 1;
    const key = nextKey.current;
    setQueue((q) => [...q, { key, text }]);
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({ showError, clearError, showSuccess }),
    [showError, clearError, showSuccess],
  );
  const banner = useMemo(() => ({ error, clearError }), [error, clearError]);
  const current = queue[0];

  return (
    <FeedbackContext.Provider value={feedback}>
      <BannerContext.Provider value={banner}>
        {children}
        <Snackbar
          key={current?.key}
          open={current !== undefined && open}
          autoHideDuration={SNACKBAR_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') setOpen(false);
          }}
          slotProps={{
            transition: {
              onExited: () => {
                setQueue((q) => q.slice(1));
                setOpen(true);
              },
            },
          }}
        >
          <Alert severity="success" variant="filled" onClose={() => setOpen(false)}>
            {current?.text}
          </Alert>
        </Snackbar>
      </BannerContext.Provider>
    </FeedbackContext.Provider>
  );
}

/** The persistent red banner; the shell puts it right under the top bar. */
export function ErrorBanner() {
  const { error, clearError } = useContext(BannerContext);
  if (!error) return null;
  return (
    <Alert severity="error" variant="filled" square onClose={clearError}>
      {error}
    </Alert>
  );
}
