import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { IDLE_RELOAD_MS } from '@laydown/domain';
import { useIdleReload } from './use-idle-reload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleReload', () => {
  it('reloads after an hour without activity', () => {
    const reload = vi.fn();
    renderHook(() => useIdleReload(reload));
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('starts the hour again at every mouse or keyboard event', () => {
    const reload = vi.fn();
    renderHook(() => useIdleReload(reload));
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1000);
    fireEvent.mouseMove(window);
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1000);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(IDLE_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops when the app unmounts', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useIdleReload(reload));
    unmount();
    vi.advanceTimersByTime(IDLE_RELOAD_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });
});
