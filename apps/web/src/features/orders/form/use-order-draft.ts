import { useCallback, useMemo, useState } from 'react';
import type { OrderRecord } from '@laydown/contracts';
import { draftFromRecord, newOrderDraft, type OrderDraft, type OrderKind } from './order-draft';

/**
 * Whether two drafts hold the same values. Keys are the form's own, so they do not count; an
 * absent field and an undefined one are the same (as in JSON). Parts not edited are the same
 * objects in both (an edit replaces a line, it never changes one), so comparing a 2,000-line
 * order after one keystroke costs one identity check per untouched line.
 */
export function sameDraftValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, i) => sameDraftValues(value, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const name of names) {
    if (name !== 'key' && !sameDraftValues(left[name], right[name])) return false;
  }
  return true;
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
  const dirty = useMemo(() => !sameDraftValues(draft, saved), [draft, saved]);

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
