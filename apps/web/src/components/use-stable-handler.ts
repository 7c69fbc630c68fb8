import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * An event handler that keeps one identity for the component's life and always runs the `handler`
 * of the latest render. A memoised part given it does not render again when what the handler
 * reads changes (the order form's draft on each keystroke), yet never acts on stale values.
 * For events only: it must not be called while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
