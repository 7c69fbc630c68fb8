import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `laydown.hidden-columns.${tableId}`;

function readHidden(tableId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(tableId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Hidden columns are remembered per table in local storage (access-and-platform §9). */
export function useHiddenColumns(tableId: string) {
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(tableId));
  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      window.localStorage.setItem(storageKey(tableId), JSON.stringify(next));
    },
    [tableId],
  );
  return { hidden, setHidden };
}
