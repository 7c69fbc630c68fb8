import { DECIMAL_PATTERN } from '../units';
import { isBlank, toDecimal, type OptionalDecimal } from './decimal';
import { ORDER_RULE_MESSAGES } from './order-messages';

/** procurement-core §5 "Quantity has a minimum of 1 when required, else 0, and a maximum of the remaining quantity." */

export interface QuantityBounds {
  min: '1' | '0';
  /** The remaining quantity; null when nothing limits the line. */
  max: string | null;
}

export function quantityBounds(context: {
  required: boolean;
  remaining_quantity?: OptionalDecimal;
}): QuantityBounds {
  const remaining = context.remaining_quantity;
  return {
    min: context.required ? '1' : '0',
    max: isBlank(remaining) ? null : toDecimal(remaining).toString(),
  };
}

/**
 * The problem with a typed quantity, or null: required and blank; not a plain number (up to 12
 * digits and 6 decimals, as the column holds); under the minimum (a negative one too); over the
 * remaining quantity.
 */
export function quantityProblem(value: unknown, bounds: QuantityBounds): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (text === null || text === undefined || (typeof text === 'string' && text.trim() === '')) {
    return bounds.min === '1' ? ORDER_RULE_MESSAGES.quantityRequired : null;
  }
  if (typeof text !== 'string') return ORDER_RULE_MESSAGES.quantityNotNumeric;
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-') && DECIMAL_PATTERN.test(trimmed.slice(1));
  if (!negative && !DECIMAL_PATTERN.test(trimmed)) return ORDER_RULE_MESSAGES.quantityNotNumeric;
  const quantity = toDecimal(trimmed);
  if (quantity.lessThan(bounds.min)) return ORDER_RULE_MESSAGES.quantityBelowMinimum(bounds.min);
  if (bounds.max !== null && quantity.greaterThan(bounds.max)) {
    return ORDER_RULE_MESSAGES.quantityAboveMaximum(bounds.max);
  }
  return null;
}
