import type { SorterResult } from 'antd/es/table/interface';

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  sort: string | null;
  direction: SortDirection | null;
}

/** Reads sort and sort_direction from the query string (spec §9 persisted client state). */
export function readSort(params: URLSearchParams): ListSort {
  const direction = params.get('sort_direction');
  return {
    sort: params.get('sort'),
    direction: direction === 'asc' || direction === 'desc' ? direction : null,
  };
}

/** Writes a header click back: ascending, descending, then cleared (spec §2 Other). */
export function writeSort<T>(params: URLSearchParams, sorter: SorterResult<T>): URLSearchParams {
  const next = new URLSearchParams(params);
  const key = typeof sorter.columnKey === 'string' ? sorter.columnKey : null;
  if (!key || !sorter.order) {
    next.delete('sort');
    next.delete('sort_direction');
  } else {
    next.set('sort', key);
    next.set('sort_direction', sorter.order === 'ascend' ? 'asc' : 'desc');
  }
  return next;
}

/** The column props of a sortable header: controlled order and the spec's 'Sort' tooltip. */
export function sortableHeader(key: string, current: ListSort) {
  return {
    key,
    sorter: true,
    sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
    showSorterTooltip: { title: 'Sort' },
    sortOrder:
      current.sort === key
        ? current.direction === 'desc'
          ? ('descend' as const)
          : ('ascend' as const)
        : null,
  };
}
