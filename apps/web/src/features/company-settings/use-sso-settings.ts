import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSsoSettings, saveSsoSettings } from '../../api/sso';
import { referenceKeys } from '../../api/reference-query-keys';

const ssoKey = [...referenceKeys.companySettings, 'sso'] as const;

export function useSsoSettings(enabled: boolean) {
  return useQuery({
    queryKey: ssoKey,
    queryFn: ({ signal }) => fetchSsoSettings(signal),
    enabled,
  });
}

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSsoSettings,
    onSuccess: (saved) => queryClient.setQueryData(ssoKey, saved),
  });
}
