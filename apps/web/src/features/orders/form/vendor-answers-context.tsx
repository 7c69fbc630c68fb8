import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { OrderLineRecord, OrderRecord } from '@laydown/contracts';

interface VendorAnswers {
  /** The saved order's line of that id (the vendor answered the saved lines, not the draft). */
  savedLine: (id: number | undefined) => OrderLineRecord | undefined;
  order: OrderRecord | null;
  /** Deciding replaces the form with the server's answer: not while unsaved changes are held. */
  dirty: boolean;
  /** Another user holds the edit lock. */
  blocked: boolean;
  onDecided: (order: OrderRecord) => void;
}

const VendorAnswersContext = createContext<VendorAnswers>({
  savedLine: () => undefined,
  order: null,
  dirty: false,
  blocked: false,
  onDecided: () => undefined,
});

export const useVendorAnswers = () => useContext(VendorAnswersContext);

/** What the vendor response column of every line reads (decision 0093). */
export function VendorAnswersProvider({
  order,
  dirty,
  blocked,
  onDecided,
  children,
}: Omit<VendorAnswers, 'savedLine'> & { children: ReactNode }) {
  const value = useMemo<VendorAnswers>(() => {
    const lines = new Map(
      (order?.deliveries ?? []).flatMap((d) => d.order_materials).map((l) => [l.id, l]),
    );
    return {
      savedLine: (id) => (id === undefined ? undefined : lines.get(id)),
      order,
      dirty,
      blocked,
      onDecided,
    };
  }, [order, dirty, blocked, onDecided]);
  return <VendorAnswersContext.Provider value={value}>{children}</VendorAnswersContext.Provider>;
}
