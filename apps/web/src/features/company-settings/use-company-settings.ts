import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchDownloadSettings,
  fetchOtherSettings,
  updateDownloadSettings,
  updateOtherSettings,
} from '../../api/company-settings';
import { referenceKeys } from '../../api/reference-query-keys';

const keys = {
  other: [...referenceKeys.companySettings, 'other'] as const,
  download: [...referenceKeys.companySettings, 'download'] as const,
};

export function useOtherSettings(enabled = true) {
  return useQuery({
    queryKey: keys.other,
    queryFn: ({ signal }) => fetchOtherSettings(signal),
    enabled,
  });
}

export function useDownloadSettings(enabled = true) {
  return useQuery({
    enabled,
    queryKey: keys.download,
    queryFn: ({ signal }) => fetchDownloadSettings(signal),
  });
}

/** Saving other settings also refreshes everything cost code settings shape. */
export function useUpdateOtherSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOtherSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.other, saved);
      return queryClient.invalidateQueries({ queryKey: referenceKeys.costCodes });
    },
  });
}

export function useUpdateDownloadSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDownloadSettings,
    onSuccess: (saved) => queryClient.setQueryData(keys.download, saved),
  });
}
