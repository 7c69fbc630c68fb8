import {
  materialAttributeLabel,
  missingRequiredAttributes,
  type MaterialAttributeKey,
  type MaterialConfiguration,
} from '../material-configuration';
import type { DocumentKind } from './order-states';

/**
 * procurement-core §5 Order lines: "Required markers for quantity, unit cost, unit, cost code and
 * tax are configured per document kind (order, quote, request). Unit cost and tax are required
 * only for orders." and "Required fields per line: unit …, cost code, and any other required
 * material attribute empty on both the line and its company material. Labels of missing fields
 * are reported."
 */

export const LINE_REQUIRABLE_FIELDS = [
  'quantity',
  'unit_cost',
  'unit',
  'cost_code',
  'tax',
] as const;
export type LineRequirableField = (typeof LINE_REQUIRABLE_FIELDS)[number];

/** The labels of missing fields; unit and cost code are the material editor's own labels. */
export const LINE_FIELD_LABELS: Record<LineRequirableField, string> = {
  quantity: 'Quantity',
  unit_cost: 'Unit cost',
  unit: materialAttributeLabel('unit_id'),
  cost_code: materialAttributeLabel('cost_code_id'),
  tax: 'Tax',
};

/** §5 "Unit cost and tax are required only for orders": what each kind may mark as required. */
export function requirableLineFields(kind: DocumentKind): readonly LineRequirableField[] {
  return kind === 'ORDER'
    ? LINE_REQUIRABLE_FIELDS
    : LINE_REQUIRABLE_FIELDS.filter((field) => field !== 'unit_cost' && field !== 'tax');
}

/**
 * The markers a company starts with: everything each kind may require (decision 0045); the unit
 * is required whatever the markers say.
 */
export const DEFAULT_REQUIRED_LINE_FIELDS: Record<DocumentKind, readonly LineRequirableField[]> = {
  ORDER: ['quantity', 'unit_cost', 'cost_code', 'tax'],
  QUOTE: ['quantity', 'cost_code'],
  REQUEST: ['quantity', 'cost_code'],
};

export interface RequiredLineFieldsContext {
  /** The company's markers for this kind; absent means the defaults. */
  configured?: readonly LineRequirableField[] | null;
  /** The company uses cost codes (cost_code_id among its material attributes). */
  uses_cost_codes: boolean;
  /** The tax_codes feature flag: without it lines have no tax code to require. */
  tax_codes: boolean;
}

/**
 * The fields a line of `kind` must have: the configured markers within what the kind may require,
 * always the unit (§5 "Required fields per line: unit"), cost code only for a company that uses
 * cost codes, tax only under the tax_codes flag.
 */
export function requiredLineFields(
  kind: DocumentKind,
  context: RequiredLineFieldsContext,
): LineRequirableField[] {
  const marked = new Set<LineRequirableField>(
    context.configured ?? DEFAULT_REQUIRED_LINE_FIELDS[kind],
  );
  marked.add('unit');
  return requirableLineFields(kind).filter(
    (field) =>
      marked.has(field) &&
      (field !== 'cost_code' || context.uses_cost_codes) &&
      (field !== 'tax' || context.tax_codes),
  );
}

type Value = string | number | null | undefined;

/** The line's fields that the requirements read. */
export interface LineForRequirements {
  quantity?: Value;
  unit_cost?: Value;
  unit_id?: Value;
  unit_name?: Value;
  cost_code_id?: Value;
  tax_code_id?: Value;
  /** Other material attributes typed on the line (product_identifier, size…). */
  attributes?: Partial<Record<MaterialAttributeKey, unknown>>;
}

/** The company material's fields that stand in for the line's. */
export interface MaterialForRequirements {
  unit_id?: Value;
  unit_name?: Value;
  cost_code_id?: Value;
  attributes?: Partial<Record<MaterialAttributeKey, unknown>>;
}

const empty = (value: Value) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const PRESENT: Record<
  LineRequirableField,
  (line: LineForRequirements, material: MaterialForRequirements) => boolean
> = {
  quantity: (line) => !empty(line.quantity),
  unit_cost: (line) => !empty(line.unit_cost),
  unit: (line, material) =>
    [line.unit_id, line.unit_name, material.unit_id, material.unit_name].some((v) => !empty(v)),
  cost_code: (line, material) => !empty(line.cost_code_id) || !empty(material.cost_code_id),
  tax: (line) => !empty(line.tax_code_id),
};

/** The material attribute a marker checks already, so it is reported once. */
const MARKER_ATTRIBUTES: Partial<Record<LineRequirableField, MaterialAttributeKey>> = {
  unit: 'unit_id',
  cost_code: 'cost_code_id',
};

export interface MissingLineField {
  field: LineRequirableField | MaterialAttributeKey;
  label: string;
}

/**
 * §5 the labels of a line's missing fields: the required markers, then the company's required
 * material attributes empty on both the line and its company material (an attribute a marker
 * already checks, unit or cost code, is reported once).
 */
export function missingLineFields(
  line: LineForRequirements,
  material: MaterialForRequirements | null,
  required: readonly LineRequirableField[],
  configuration?: { config: MaterialConfiguration; phase: boolean },
): MissingLineField[] {
  const of = material ?? {};
  const missing: MissingLineField[] = required
    .filter((field) => !PRESENT[field](line, of))
    .map((field) => ({ field, label: LINE_FIELD_LABELS[field] }));
  if (!configuration) return missing;
  const options = { phase: configuration.phase };
  const onMaterial = new Set(
    missingRequiredAttributes(configuration.config, of.attributes ?? {}, options),
  );
  const attributes = missingRequiredAttributes(configuration.config, line.attributes ?? {}, options)
    .filter((key) => onMaterial.has(key))
    .filter((key) => !required.some((field) => MARKER_ATTRIBUTES[field] === key));
  return [
    ...missing,
    ...attributes.map((key) => ({ field: key, label: materialAttributeLabel(key) })),
  ];
}
