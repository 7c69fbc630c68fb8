import type { SortDirection } from '@laydown/contracts';

export interface SortState {
  sort?: string | undefined;
  sortDirection?: SortDirection | undefined;
}

/**
 * Clicking a header cycles ascending, descending, then cleared (procurement-core §4 Other
 * behaviours); clicking another column starts it at ascending.
 */
export function nextSort(current: SortState, field: string): SortState {
  if (current.sort !== field) return { sort: field, sortDirection: 'asc' };
  if (current.sortDirection !== 'desc') return { sort: field, sortDirection: 'desc' };
  return {};
}
