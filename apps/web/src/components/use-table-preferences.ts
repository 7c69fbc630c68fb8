import { useCallback, useState } from 'react';

export type TableDensity = 'middle' | 'small';

interface TablePreferences {
  hidden: string[];
  density: TableDensity;
}

const storageKey = (tableId: string) => `laydown.table.${tableId}`;
/** Where hidden columns were kept before density joined them. */
const legacyHiddenKey = (tableId: string) => `laydown.hidden-columns.${tableId}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function read(tableId: string, defaultHidden: string[]): TablePreferences {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(tableId)) ?? 'null');
    if (stored && typeof stored === 'object') {
      const { hidden, density } = stored as Partial<Record<keyof TablePreferences, unknown>>;
      return { hidden: strings(hidden), density: density === 'small' ? 'small' : 'middle' };
    }
    const legacy = window.localStorage.getItem(legacyHiddenKey(tableId));
    return {
      hidden: legacy === null ? defaultHidden : strings(JSON.parse(legacy)),
      density: 'middle',
    };
  } catch {
    return { hidden: defaultHidden, density: 'middle' };
  }
}

/**
 * Hidden columns and the row density, remembered per table in local storage (access-and-platform
 * §9 Persisted client state). `defaultHidden` applies until the person chooses.
 */
export function useTablePreferences(tableId: string, defaultHidden: string[] = []) {
  const [preferences, setPreferences] = useState(() => read(tableId, defaultHidden));
  const save = useCallback(
    (next: TablePreferences) => {
      setPreferences(next);
      window.localStorage.setItem(storageKey(tableId), JSON.stringify(next));
    },
    [tableId],
  );
  return {
    hidden: preferences.hidden,
    density: preferences.density,
    setHidden: (hidden: string[]) => save({ ...preferences, hidden }),
    setDensity: (density: TableDensity) => save({ ...preferences, density }),
  };
}
