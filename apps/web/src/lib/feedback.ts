import { createContext, useContext } from 'react';

/**
 * The shell's feedback: one persistent red error banner (stays until closed, cleared on the next
 * success) and success snackbars of 6000 ms (spec 01 §2, §8). The provider lives in app/.
 */
export type Feedback = {
  showError: (message: string) => void;
  clearError: () => void;
  showSuccess: (message: string) => void;
};

export const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}
