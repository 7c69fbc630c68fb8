/**
 * Company material configuration (access-and-platform §3): which material attributes a company
 * uses, which are required and which are list columns. Description is always used and required,
 * so it is not an attribute here. Decision 0026.
 */

/** The §3 material fields a company may use, keyed by the editor's field names. */
export const MATERIAL_ATTRIBUTES = [
  { key: 'cost_code_id', label: 'Cost code' },
  { key: 'cost_code_phase_id', label: 'Phase' },
  { key: 'product_identifier', label: 'Product ID' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'unit_id', label: 'Unit' },
  { key: 'project_ids', label: 'Projects' },
  { key: 'weight', label: 'Weight' },
  { key: 'price_per_weight', label: 'Price per weight' },
  { key: 'material', label: 'Material' },
  { key: 'size', label: 'Size' },
  { key: 'group', label: 'Group' },
  { key: 'sub_group', label: 'Sub group' },
  { key: 'connection_type', label: 'Connection type' },
  { key: 'mix_code', label: 'Mix code' },
  { key: 'mix_design', label: 'Mix design' },
  { key: 'tags', label: 'Tags' },
  { key: 'image_url', label: 'Image URL' },
] as const;

export type MaterialAttributeKey = (typeof MATERIAL_ATTRIBUTES)[number]['key'];
export const MATERIAL_ATTRIBUTE_KEYS = MATERIAL_ATTRIBUTES.map((a) => a.key) as [
  MaterialAttributeKey,
  ...MaterialAttributeKey[],
];

const LABELS = new Map<string, string>(MATERIAL_ATTRIBUTES.map((a) => [a.key, a.label]));

export function materialAttributeLabel(key: string): string {
  return LABELS.get(key) ?? key;
}

export interface MaterialConfiguration {
  company_attributes: MaterialAttributeKey[];
  required_attributes: MaterialAttributeKey[];
  company_material_columns: MaterialAttributeKey[];
}

/**
 * §9 "Company attribute ordering places cost code then phase first": keys in the catalogue's
 * order (cost code, phase, then the rest), unknown keys and repeats dropped.
 */
export function orderMaterialAttributes(keys: readonly string[]): MaterialAttributeKey[] {
  const wanted = new Set(keys);
  return MATERIAL_ATTRIBUTE_KEYS.filter((key) => wanted.has(key));
}

/** Every attribute in use, none required, the list's long-standing columns (decision 0026). */
export const DEFAULT_MATERIAL_CONFIGURATION: MaterialConfiguration = {
  company_attributes: [...MATERIAL_ATTRIBUTE_KEYS],
  required_attributes: [],
  company_material_columns: [
    'cost_code_id',
    'product_identifier',
    'manufacturer',
    'unit_id',
    'material',
    'size',
    'group',
    'tags',
  ],
};

export const MATERIAL_CONFIGURATION_MESSAGES = {
  requiredNotUsed: 'A required attribute must be one the company uses',
  columnNotUsed: 'A list column must be an attribute the company uses',
} as const;

/** Field problems of a configuration: required and column keys must be attributes in use. */
export function materialConfigurationProblems(
  config: MaterialConfiguration,
): Partial<Record<'required_attributes' | 'company_material_columns', string>> {
  const used = new Set<string>(config.company_attributes);
  const problems: Partial<Record<'required_attributes' | 'company_material_columns', string>> = {};
  if (config.required_attributes.some((key) => !used.has(key))) {
    problems.required_attributes = MATERIAL_CONFIGURATION_MESSAGES.requiredNotUsed;
  }
  if (config.company_material_columns.some((key) => !used.has(key))) {
    problems.company_material_columns = MATERIAL_CONFIGURATION_MESSAGES.columnNotUsed;
  }
  return problems;
}

/** '<Label> is required!', the style of §5 'Description is required!'. */
export function attributeRequiredMessage(key: string): string {
  return `${materialAttributeLabel(key)} is required!`;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The required attributes a material leaves empty. `values` holds the material's fields after
 * the change (the stored ones merged with the submitted ones); phase counts only when `phase`
 * is in use (independent phase codes on).
 */
export function missingRequiredAttributes(
  config: MaterialConfiguration,
  values: Partial<Record<MaterialAttributeKey, unknown>>,
  options: { phase: boolean } = { phase: true },
): MaterialAttributeKey[] {
  return orderMaterialAttributes(config.required_attributes).filter(
    (key) => (key !== 'cost_code_phase_id' || options.phase) && isEmpty(values[key]),
  );
}

/**
 * procurement-core §6: the cost code picker needs canUseCostCode, which also requires
 * cost_code_id among the company material attributes.
 */
export function canUseCostCode(
  permissions: { can_use_cost_code?: boolean },
  config: { company_attributes: readonly string[] },
): boolean {
  return (
    permissions.can_use_cost_code === true && config.company_attributes.includes('cost_code_id')
  );
}

/** §9 cost code filter keys of the material search (decision 0027). */
export const MATERIAL_COST_FACET_KEYS = [
  'cost_code',
  'cost_phase',
  'cost_clazz',
  'independent_phase_codes',
] as const;
export type MaterialCostFacetKey = (typeof MATERIAL_COST_FACET_KEYS)[number];
