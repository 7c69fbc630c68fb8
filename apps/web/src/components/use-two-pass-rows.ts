import { startTransition, useEffect, useState } from 'react';

/** Rows enough to fill the window at the given smallest row height: what shows before scrolling. */
function firstPassRows(minRowHeight: number): number {
  return Math.max(10, Math.ceil(window.innerHeight / minRowHeight));
}

/** After the browser has painted the current frame (rAF runs before it, a task after it). */
function afterNextPaint(run: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * A long table's first draw in two passes (decisions 0072, 0103): the rows a window can show,
 * painted at once, then all the others as a transition, which leaves the page responsive. Returns
 * how many rows to draw now; every row stays in the DOM once drawn (no virtualisation).
 */
export function useTwoPassRows(total: number, minRowHeight: number): number {
  const [limit, setLimit] = useState(() => firstPassRows(minRowHeight));
  const limited = total > limit;
  useEffect(() => {
    if (!limited) return;
    return afterNextPaint(() => startTransition(() => setLimit(Infinity)));
  }, [limited]);
  return Math.min(total, limit);
}
