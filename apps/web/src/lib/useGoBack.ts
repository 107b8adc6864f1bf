import { useCallback } from 'react';
import { useNavigate, useNavigationType } from 'react-router';

/**
 * 'Back one page' (spec: "on success go back one page") without leaving the app: a page reached
 * by an in-app link goes back in history; a page opened directly — typed, reloaded, or reached
 * through the login redirect, whose previous history entries are the identity provider's pages —
 * goes to `fallback` instead.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (navigationType === 'PUSH' || idx > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, navigationType, fallback]);
}
