import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { createInternalCompany, fetchInternalCompanies } from '../../api/internal-companies';
import { queryKeys } from '../../api/query-keys';

/** Pages of 50, grown with "Load More" (spec §2 Other, §9). */
export function useInternalCompanies() {
  return useInfiniteQuery({
    queryKey: queryKeys.internalCompanies.list(),
    queryFn: ({ pageParam, signal }) => fetchInternalCompanies(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useCreateInternalCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternalCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.internalCompanies.all }),
  });
}
