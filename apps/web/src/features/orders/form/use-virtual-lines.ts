import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type RefObject,
} from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useIsNarrow } from '../../../components/use-media-query';

/** A line of the list layout from md up: a 32 px field, its padding and border. */
const LINE_HEIGHT = 41;
/** Below md a line is a card of nine label-and-value rows (measured ≈ 410 px at 375 px wide). */
const CARD_HEIGHT = 410;
/** The cards' margin below md (`.order-line` in order-form.css). */
const CARD_GAP = 8;
/** Lines drawn past each edge of the window: Tab and Shift+Tab always find the next line there. */
const OVERSCAN = 8;

export interface VirtualLines {
  /** The element the lines are drawn in (its top is where the first line starts). */
  rowsRef: RefObject<HTMLDivElement | null>;
  /**
   * Which lines to draw now, in order, each with the empty space above it (the lines not drawn):
   * the page keeps the whole order's height.
   */
  drawn: { index: number; space: number }[];
  /** The empty space below the last line drawn. */
  after: number;
  /** Given to each drawn line's element: its height is measured as it is (and when it changes). */
  measure: (element: HTMLElement | null) => void;
  /** On the lines' element: the line holding the focus stays drawn while scrolled away. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** Draws the line, scrolls it to the middle of the window and focuses its first field. */
  reveal: (index: number) => void;
}

/**
 * The list layout's lines drawn around the window only (decision 0110): a line is a small form, and
 * 2,000 of them took ~19 s to draw. The window scrolls, as before; the lines out of view are
 * empty space of their measured (or estimated) height, so the scroll bar is the whole order's.
 */
export function useVirtualLines(count: number, keyOf: (index: number) => string): VirtualLines {
  const narrow = useIsNarrow();
  const rowsRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const estimate = narrow ? CARD_HEIGHT : LINE_HEIGHT;

  // Where the first line starts in the page moves with what is above it (notices, fields), so it
  // is read after every render; it is set only when it moved, which ends the chain.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (rowsRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    gap: narrow ? CARD_GAP : 0,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: keyOf,
    // A line not laid out (yet) keeps its estimate rather than counting as 0 px high.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
    rangeExtractor: useCallback(
      (range: Range) => {
        const rows = defaultRangeExtractor(range);
        return focused === null || focused >= range.count || rows.includes(focused)
          ? rows
          : [...rows, focused].sort((a, b) => a - b);
      },
      [focused],
    ),
  });

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (row) setFocused(Number(row.dataset.index));
  }, []);

  // A line revealed is kept drawn as the focused one is; once it is in the page, its first field
  // takes the focus (the browser scrolls it in if the virtualiser's estimate was off).
  const revealing = useRef<number | null>(null);
  const reveal = useCallback(
    (index: number) => {
      revealing.current = index;
      setFocused(index);
      virtualizer.scrollToIndex(index, { align: 'center' });
    },
    [virtualizer],
  );
  useLayoutEffect(() => {
    if (revealing.current === null) return;
    const row = rowsRef.current?.querySelector(`[data-index="${revealing.current}"]`);
    const field = row?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    if (!field) return;
    revealing.current = null;
    field.focus();
  });

  const gap = narrow ? CARD_GAP : 0;
  let end = scrollMargin - gap; // where the previous line drawn ends, with its gap
  const drawn = virtualizer.getVirtualItems().map((item) => {
    // The focused line may be far from the others: the space before it is its own.
    const space = Math.max(0, item.start - (end + gap));
    end = item.end;
    return { index: item.index, space };
  });
  return {
    rowsRef,
    drawn,
    after:
      drawn.length === 0 ? 0 : Math.max(0, virtualizer.getTotalSize() + scrollMargin - end - gap),
    measure: virtualizer.measureElement,
    onFocus,
    reveal,
  };
}
