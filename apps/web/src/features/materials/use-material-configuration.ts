import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialConfigurationRecord } from '@laydown/contracts';
import {
  canUseCostCode,
  DEFAULT_MATERIAL_CONFIGURATION,
  MATERIAL_ATTRIBUTES,
  type MaterialAttributeKey,
} from '@laydown/domain';
import {
  fetchMaterialConfiguration,
  updateMaterialConfiguration,
} from '../../api/company-settings';
import { referenceKeys } from '../../api/reference-query-keys';
import { useCurrentUser } from '../../shell/current-user';

const key = [...referenceKeys.companySettings, 'material-configuration'] as const;

const DEFAULTS: MaterialConfigurationRecord = {
  all_attributes: MATERIAL_ATTRIBUTES.map(({ key: k, label }) => ({ key: k, label })),
  ...DEFAULT_MATERIAL_CONFIGURATION,
};

export function useMaterialConfigurationQuery() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchMaterialConfiguration(signal) });
}

export interface MaterialConfigurationView {
  config: MaterialConfigurationRecord;
  loaded: boolean;
  uses: (attribute: MaterialAttributeKey) => boolean;
  requires: (attribute: MaterialAttributeKey) => boolean;
  /** procurement-core §6 canUseCostCode: the permission and cost code among the attributes. */
  canUseCostCode: boolean;
}

/**
 * The company's material configuration as the editor and list read it (decision 0026); the
 * defaults stand in until it loads, and if it cannot be read.
 */
export function useMaterialConfiguration(): MaterialConfigurationView {
  const user = useCurrentUser();
  const query = useMaterialConfigurationQuery();
  const config = query.data ?? DEFAULTS;
  return {
    config,
    loaded: !query.isPending,
    uses: (attribute) => config.company_attributes.includes(attribute),
    requires: (attribute) => config.required_attributes.includes(attribute),
    canUseCostCode: canUseCostCode(user.user_permissions, config),
  };
}

export function useSaveMaterialConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaterialConfiguration,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
