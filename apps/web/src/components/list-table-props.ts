import { errorMessage } from '../api/api-error';
import type { SortState } from './sort-cycle';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The LoadMoreTable props every list takes from its infinite query and its query-string sort. */
export function listTableProps(
  query: PagedQuery,
  sort: SortState & { setSort: (next: SortState) => void },
) {
  return {
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error) : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
    sort,
    onSortChange: sort.setSort,
  };
}
