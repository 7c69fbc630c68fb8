import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { OrderLineRecord, OrderRecord } from '@laydown/contracts';

interface VendorAnswersState {
  order: OrderRecord | null;
  /** Deciding replaces the form with the server's answer: not while unsaved changes are held. */
  dirty: boolean;
  /** Another user holds the edit lock. */
  blocked: boolean;
  onDecided: (order: OrderRecord) => void;
}

interface VendorAnswers extends VendorAnswersState {
  /** The saved order's line of that id (the vendor answered the saved lines, not the draft). */
  savedLine: (id: number | undefined) => OrderLineRecord | undefined;
}

const EMPTY: VendorAnswersState = {
  order: null,
  dirty: false,
  blocked: false,
  onDecided: () => undefined,
};

/**
 * What the vendor response column of every line reads (decision 0093). The order form publishes
 * it with one hook call instead of wrapping its lines in a provider; a page shows one order form
 * at a time, so one store serves it.
 */
let state = EMPTY;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const publish = (next: VendorAnswersState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** The order form says which order is open, whether it holds unsaved changes, and what a decision does. */
export function usePublishVendorAnswers(
  order: OrderRecord | null,
  dirty: boolean,
  blocked: boolean,
  onDecided: (order: OrderRecord) => void,
): void {
  useEffect(() => {
    publish({ order, dirty, blocked, onDecided });
  }, [order, dirty, blocked, onDecided]);
  useEffect(() => () => publish(EMPTY), []);
}

export function useVendorAnswers(): VendorAnswers {
  const current = useSyncExternalStore(subscribe, () => state);
  return useMemo(() => {
    const lines = new Map(
      (current.order?.deliveries ?? []).flatMap((d) => d.order_materials).map((l) => [l.id, l]),
    );
    return { ...current, savedLine: (id) => (id === undefined ? undefined : lines.get(id)) };
  }, [current]);
}

/** Publishes the same from props, around `children` (the cell's tests). */
export function VendorAnswersProvider({
  order,
  dirty,
  blocked,
  onDecided,
  children,
}: VendorAnswersState & { children: ReactNode }) {
  usePublishVendorAnswers(order, dirty, blocked, onDecided);
  return children;
}
