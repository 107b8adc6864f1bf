import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { useIdleReload } from './useIdleReload.ts';
import { IDLE_RELOAD_MS } from '../constants.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle reload', () => {
  it('is 300000 ms (5 minutes)', () => {
    expect(IDLE_RELOAD_MS).toBe(300000);
  });

  it('reloads after 300000 ms of inactivity and not before', () => {
    const reload = vi.fn();
    renderHook(() => useIdleReload(IDLE_RELOAD_MS, reload));
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['mouseMove', 'keyDown', 'click', 'scroll', 'touchStart'] as const)(
    'user activity (%s) starts the 5 minutes again',
    (event) => {
      const reload = vi.fn();
      renderHook(() => useIdleReload(IDLE_RELOAD_MS, reload));
      vi.advanceTimersByTime(IDLE_RELOAD_MS - 1000);
      fireEvent[event](document.body);
      vi.advanceTimersByTime(IDLE_RELOAD_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
    },
  );

  it('stops when the shell is gone', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useIdleReload(IDLE_RELOAD_MS, reload));
    unmount();
    vi.advanceTimersByTime(IDLE_RELOAD_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
