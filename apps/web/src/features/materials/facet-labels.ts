import type { MaterialFilterKey } from '@laydown/domain';

export const FACET_LABELS: Record<MaterialFilterKey, string> = {
  cost_code: 'Cost code',
  cost_phase: 'Cost code phase',
  cost_clazz: 'Cost code class',
  independent_phase_codes: 'Phase',
  material: 'Material',
  group: 'Group',
  sub_group: 'Sub group',
  manufacturer: 'Manufacturer',
  size: 'Size',
  connection_type: 'Connection type',
  preferred_vendor_names: 'Preferred vendor',
};
