import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@laydown/domain';

/**
 * Read synchronously on the first render (unlike antd's useBreakpoint, which starts empty), so a
 * phone never flashes the desktop navigation.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the md breakpoint (768 px) the spec switches to drawers and cards. */
export function useIsNarrow(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
}
