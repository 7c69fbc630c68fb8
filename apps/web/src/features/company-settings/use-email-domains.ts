import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { claimEmailDomain, fetchEmailDomains, removeEmailDomain } from '../../api/email-domains';
import { referenceKeys } from '../../api/reference-query-keys';

const domainsKey = [...referenceKeys.companySettings, 'email_domains'] as const;
const ssoKey = [...referenceKeys.companySettings, 'sso'] as const;

export function useEmailDomains() {
  return useQuery({ queryKey: domainsKey, queryFn: ({ signal }) => fetchEmailDomains(signal) });
}

/** Claiming, resending and removing change which domains SSO uses: both views refresh. */
function useDomainMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: domainsKey });
      await queryClient.invalidateQueries({ queryKey: ssoKey });
    },
  });
}

export const useClaimEmailDomain = () => useDomainMutation(claimEmailDomain);
export const useRemoveEmailDomain = () => useDomainMutation(removeEmailDomain);
