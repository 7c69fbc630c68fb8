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

/** The material attributes that are costs. */
const MATERIAL_COST_ATTRIBUTES: readonly string[] = [
  'price_per_weight',
] satisfies MaterialAttributeKey[];

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
  /** The list columns the company chose that this user may see. */
  columns: string[];
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
  // procurement-core §6: without can_view_costs cost values are hidden (the API sends none).
  const shown = (attribute: string) =>
    user.user_permissions.can_view_costs || !MATERIAL_COST_ATTRIBUTES.includes(attribute);
  return {
    config,
    loaded: !query.isPending,
    uses: (attribute) => config.company_attributes.includes(attribute) && shown(attribute),
    columns: config.company_material_columns.filter(shown),
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
