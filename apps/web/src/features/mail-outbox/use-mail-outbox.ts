import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMail, fetchMailOutbox } from '../../api/mail-outbox';
import { queryKeys } from '../../api/query-keys';

export function useMailOutbox(search: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.mailOutbox.list(search),
    queryFn: ({ pageParam, signal }) => fetchMailOutbox(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useMail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.mailOutbox.one(id ?? 0),
    queryFn: ({ signal }) => fetchMail(id ?? 0, signal),
    enabled: id !== null,
  });
}
