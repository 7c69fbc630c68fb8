import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyUsersQuery, UpdateCompanyUserRequest } from '@laydown/contracts';
import {
  fetchCompanyUsers,
  fetchProjectGroupOptions,
  fetchRoles,
  inviteUser,
  resendInvitation,
  updateCompanyUser,
} from '../../api/company-users';
import { queryKeys } from '../../api/query-keys';

type ListQuery = Omit<CompanyUsersQuery, 'page'>;

export function useCompanyUsers(query: ListQuery) {
  return useInfiniteQuery({
    queryKey: queryKeys.companyUsers.list(query),
    queryFn: ({ pageParam, signal }) => fetchCompanyUsers({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });
}

export function useRoles() {
  return useQuery({ queryKey: queryKeys.roles, queryFn: ({ signal }) => fetchRoles(signal) });
}

export function useProjectGroupOptions() {
  return useQuery({
    queryKey: queryKeys.projectGroupOptions,
    queryFn: ({ signal }) => fetchProjectGroupOptions(signal),
  });
}

/** Every change to a member refreshes the lists it may appear in. */
function useInvalidatingMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companyUsers.all }),
  });
}

export const useUpdateCompanyUser = () =>
  useInvalidatingMutation(
    ({ id, changes }: { id: number; changes: UpdateCompanyUserRequest['company_user'] }) =>
      updateCompanyUser(id, changes),
  );
export const useInviteUser = () => useInvalidatingMutation(inviteUser);
export const useResendInvitation = () => useInvalidatingMutation(resendInvitation);
