import { useCallback, useMemo, useState } from 'react';
import type { OrderRecord } from '@laydown/contracts';
import { draftFromRecord, newOrderDraft, type OrderDraft, type OrderKind } from './order-draft';

/** Keys are the form's own; what counts as a change is the values. */
function withoutKeys(draft: OrderDraft): string {
  return JSON.stringify(draft, (name, value: unknown) => (name === 'key' ? undefined : value));
}

/**
 * The working copy and the saved baseline it is compared with: dirty while they differ. A save
 * (or a deliberate reload) moves the baseline; a failed save leaves both alone.
 */
export function useOrderDraft(initial: OrderRecord | OrderKind) {
  const [saved, setSaved] = useState<OrderDraft>(() =>
    typeof initial === 'string' ? newOrderDraft(initial) : draftFromRecord(initial),
  );
  const [draft, setDraft] = useState<OrderDraft>(saved);
  const baseline = useMemo(() => withoutKeys(saved), [saved]);
  const dirty = useMemo(() => withoutKeys(draft) !== baseline, [draft, baseline]);

  const update = useCallback(
    (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  /** After a save or a reload: the record's values become both the form and its baseline. */
  const reset = useCallback((record: OrderRecord) => {
    const next = draftFromRecord(record);
    setSaved(next);
    setDraft(next);
  }, []);
  /** Discard changes: back to what was saved. */
  const discard = useCallback(() => setDraft(saved), [saved]);

  return { draft, setDraft, update, dirty, reset, discard };
}
