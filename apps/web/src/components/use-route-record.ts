import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * The record a drawer's URL names: taken from the list already loaded, else fetched on its own
 * (a link opened in a new tab, a record further down than Load More has gone).
 */
export function useRouteRecord<T extends { id: number }>(
  id: number | null,
  loaded: readonly T[],
  queryKey: QueryKey,
  fetchOne: (id: number, signal: AbortSignal) => Promise<T>,
) {
  const fromList = id === null ? undefined : loaded.find((record) => record.id === id);
  const query = useQuery({
    queryKey: [...queryKey, 'one', id],
    queryFn: ({ signal }) => fetchOne(id ?? 0, signal),
    enabled: id !== null && fromList === undefined,
  });
  return {
    record: fromList ?? (id === null ? undefined : query.data),
    missing: id !== null && fromList === undefined && query.isError,
  };
}
