import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection } from '@laydown/contracts';
import type { SortState } from './sort-cycle';

/** Query-string keys owned by every list (access-and-platform §9 Persisted client state). */
const LIST_KEYS = ['search', 'sort', 'sort_direction'] as const;

export interface ListParamsState extends SortState {
  search: string;
  filters: Record<string, string[]>;
  setSearch: (search: string) => void;
  setSort: (sort: SortState) => void;
  setFilter: (name: string, values: string[]) => void;
  /** The API query string for these params, with `page` left to the pager. */
  apiQuery: string;
}

/**
 * Search, sort and the list's filters live in the query string, so a reload or a shared link shows
 * the same list. `filterNames` are the list's own filter keys.
 */
export function useListParams(filterNames: readonly string[]): ListParamsState {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? undefined;
  const direction = params.get('sort_direction');
  const sortDirection: SortDirection | undefined =
    direction === 'asc' || direction === 'desc' ? direction : undefined;
  const filterKey = filterNames.map((name) => `${name}=${params.getAll(name).join(',')}`).join('&');

  const filters = useMemo(() => {
    const result: Record<string, string[]> = {};
    for (const name of filterNames) result[name] = params.getAll(name);
    return result;
    // filterKey captures every value read here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const apiQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const key of LIST_KEYS) {
      const value = params.get(key);
      if (value) query.set(key, value);
    }
    for (const [name, values] of Object.entries(filters)) {
      for (const value of values) query.append(name, value);
    }
    return query.toString();
  }, [params, filters]);

  return {
    search,
    sort,
    sortDirection: sort ? sortDirection : undefined,
    filters,
    apiQuery,
    setSearch: (value) =>
      update((next) => (value ? next.set('search', value) : next.delete('search'))),
    setSort: ({ sort: field, sortDirection: dir }) =>
      update((next) => {
        if (field && dir) {
          next.set('sort', field);
          next.set('sort_direction', dir);
        } else {
          next.delete('sort');
          next.delete('sort_direction');
        }
      }),
    setFilter: (name, values) =>
      update((next) => {
        next.delete(name);
        for (const value of values) next.append(name, value);
      }),
  };
}
