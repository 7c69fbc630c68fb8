import { useCallback, useState } from 'react';

/**
 * Records created on this page, shown first in its list until the page is left: a new record
 * does not vanish among a thousand rows sorted elsewhere (every action answers).
 */
export function usePinnedRecords<T extends { id: number }>() {
  const [pinned, setPinned] = useState<T[]>([]);
  const pin = useCallback(
    (record: T) => setPinned((current) => [record, ...current.filter((r) => r.id !== record.id)]),
    [],
  );
  return { pinned, pin };
}
