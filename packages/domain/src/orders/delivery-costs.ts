import { DECIMAL_PATTERN } from '../units';

/** procurement-core §3 Delivery cost values and §5 Money (delivery costs). */

/** §5 "Cost types: discount, shipping, other, tax". */
export const DELIVERY_COST_TYPES = ['discount', 'shipping', 'other', 'tax'] as const;
export type DeliveryCostType = (typeof DELIVERY_COST_TYPES)[number];

/** §3 Delivery: the field that holds each cost type's value. */
export const DELIVERY_COST_FIELDS = {
  discount: 'discount_value',
  shipping: 'shipping_value',
  other: 'other_value',
  tax: 'tax_value',
} as const satisfies Record<DeliveryCostType, string>;
export type DeliveryCostField = (typeof DELIVERY_COST_FIELDS)[DeliveryCostType];

/** The delivery's cost values as JSON carries them (a decimal string, or absent). */
export type DeliveryCostValues = Partial<Record<DeliveryCostField, string | null>>;

export const DELIVERY_COST_MESSAGES = {
  // The spec only red-outlines the field; the server's words for the same refusal.
  notNumeric: 'Must be a number',
  negative: 'Must be 0 or more',
} as const;

/**
 * §5 "Delivery cost values accepted only when numeric; a non-numeric value is red-outlined".
 * Numeric means plain digits with an optional fraction (up to 12 and 6, the columns' NUMERIC), as a
 * string or a finite number; a cost is never negative (the discount is subtracted, not negative).
 * Returns the problem's text, or null when the value is accepted. Blank is accepted (no cost).
 */
export function deliveryCostProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') {
    return DELIVERY_COST_MESSAGES.notNumeric;
  }
  const trimmed = String(value).trim();
  if (trimmed === '') return null;
  if (trimmed.startsWith('-') && DECIMAL_PATTERN.test(trimmed.slice(1))) {
    return DELIVERY_COST_MESSAGES.negative;
  }
  return DECIMAL_PATTERN.test(trimmed) ? null : DELIVERY_COST_MESSAGES.notNumeric;
}

/** §5: accepted when numeric (see deliveryCostProblem). */
export function isAcceptedDeliveryCost(value: unknown): boolean {
  return deliveryCostProblem(value) === null;
}

/**
 * §5 "a type can be added through Add Cost only when not already present. Tax cannot be edited or
 * removed when the tax_codes feature flag is on" (the lines' tax codes make the tax then).
 */
export function addableCostTypes(
  present: readonly DeliveryCostType[],
  flags: { tax_codes: boolean },
): DeliveryCostType[] {
  return DELIVERY_COST_TYPES.filter(
    (type) => !present.includes(type) && !(type === 'tax' && flags.tax_codes),
  );
}

/** §5: a cost row can be edited or removed unless it is tax under the tax_codes flag, or the PO is locked. */
export function costEditable(
  type: DeliveryCostType,
  context: { tax_codes: boolean; locked: boolean },
): boolean {
  return !context.locked && !(type === 'tax' && context.tax_codes);
}
