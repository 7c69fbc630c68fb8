import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@laydown/contracts';

/** Pages of 50 grown by Load More; `fetchPage` receives the 1-based page number. */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T>>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
  return {
    query,
    records: query.data?.pages.flatMap((page) => page.records) ?? [],
    total: query.data?.pages[0]?.total_count,
    facets: query.data?.pages[0]?.facets,
  };
}
