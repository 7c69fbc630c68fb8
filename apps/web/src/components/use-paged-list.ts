import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@laydown/contracts';

/**
 * Pages of 50 grown by Load More; `fetchPage` receives the 1-based page number. The page type may
 * carry more than the list envelope (search metadata), read through `firstPage`.
 */
export function usePagedList<P extends ListPage<unknown>>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
  const records: P['records'][number][] =
    query.data?.pages.flatMap((page): P['records'] => page.records) ?? [];
  return {
    query,
    records,
    total: query.data?.pages[0]?.total_count,
    facets: query.data?.pages[0]?.facets,
    firstPage: query.data?.pages[0],
  };
}
