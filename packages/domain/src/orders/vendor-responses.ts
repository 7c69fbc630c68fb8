import type { VendorResponseType } from './order-states';
import { ORDER_MESSAGES } from './order-messages';

/** procurement-core §4 vendor responses, §6 and §8 Changed Units. */

/** §4 "Some forms offer Substitution, Do Not Carry, Changed Units, Backordered, Other (multi-select)". */
export const FORM_VENDOR_RESPONSES = [
  'SUBSTITUTION',
  'DO_NOT_CARRY',
  'CHANGED_UNITS',
  'BACKORDERED',
  'OTHER',
] as const satisfies readonly VendorResponseType[];

export const VENDOR_RESPONSE_LABELS: Record<VendorResponseType, string> = {
  SUBSTITUTION: 'Substitution',
  DO_NOT_CARRY: 'Do Not Carry',
  CHANGED_UNITS: 'Changed Units',
  CHANGED_PRICE: 'Changed Price',
  BACKORDERED: 'Backordered',
  DID_NOT_QUOTE: 'Did not quote',
  OTHER: 'Other',
};

/**
 * §4 "Did not quote and Changed Price appear in the vendor response select, Changed Price only
 * when editing unit cost is not allowed there."
 */
export function vendorResponseOptions(context: {
  can_edit_unit_cost: boolean;
}): VendorResponseType[] {
  return [
    ...FORM_VENDOR_RESPONSES,
    'DID_NOT_QUOTE',
    ...(context.can_edit_unit_cost ? [] : (['CHANGED_PRICE'] as const)),
  ];
}

/** §6 "Vendors may edit quantity and unit only when their response includes a unit change." */
export function vendorMayEditQuantityAndUnit(responses: readonly VendorResponseType[]): boolean {
  return responses.includes('CHANGED_UNITS');
}

/** §4, §8 "Once a Changed Units response is saved it cannot be removed": the refusal, or null. */
export function changedUnitsRemovalProblem(
  saved: readonly VendorResponseType[],
  next: readonly VendorResponseType[],
): string | null {
  return saved.includes('CHANGED_UNITS') && !next.includes('CHANGED_UNITS')
    ? ORDER_MESSAGES.changedUnitsRemoval
    : null;
}
