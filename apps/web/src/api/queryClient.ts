import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** What a query or mutation may say about its own failures. */
type FeedbackMeta = {
  /** Log the failure with console.error instead of showing it in the banner (spec 01 §8). */
  silentError?: boolean;
  /**
   * The call's own default message (spec 01 §8), shown when the server gives no reason of its
   * own: the connection failed or the server broke (5xx). A refusal (4xx) keeps its reason.
   */
  errorMessage?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/** Where query and mutation outcomes are reported (the shell's banner). */
export type QueryFeedback = {
  showError: (message: string) => void;
  clearError: () => void;
};

export function messageOf(error: unknown, fallback?: string): string {
  const refusal = error instanceof ApiError && error.status < 500 && error.body?.message;
  if (fallback && !refusal) return fallback;
  return error instanceof Error && error.message ? error.message : 'Er liep iets mis.';
}

/** Client errors (4xx) are answers, not hiccups: they are never retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * One QueryClient whose failures go to the red banner and whose successes clear it, except for
 * queries and mutations that set meta { silentError: true } (only logged).
 */
export function createQueryClient(feedback: QueryFeedback): QueryClient {
  const onError = (error: unknown, meta: FeedbackMeta | undefined) => {
    if (meta?.silentError) console.error(error);
    else feedback.showError(messageOf(error, meta?.errorMessage));
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError(error, query.meta),
      onSuccess: () => feedback.clearError(),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
      onSuccess: () => feedback.clearError(),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
