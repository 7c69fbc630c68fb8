import { holdsPermission } from '../permission-implications';
import type { Permission } from '../permissions';
import type { VendorResponseType } from './order-states';

/**
 * What an accepted vendor price feeds (issue 12 "accepted prices go into the material's quote
 * history and, on request, its preferred vendor price"; decision 0093).
 */

export const VENDOR_PRICE_MESSAGES = {
  preferredNeedsPrice: 'Only an accepted vendor price can become the preferred vendor price.',
  preferredNeedsMaterial:
    'This line is not a catalogue material, so its price cannot become a preferred vendor price.',
  preferredNeedsVendor: 'This document has no vendor, so no preferred vendor price can be set.',
} as const;

export interface AnsweredLine {
  vendor_response: readonly VendorResponseType[];
  changed_unit_cost_by_vendor: boolean;
  status: 'ACCEPTED' | 'REJECTED' | null;
}

/** A line the purchaser may still accept or reject: the vendor answered and nobody decided yet. */
export function awaitsVendorDecision(line: AnsweredLine): boolean {
  return (
    line.status === null && (line.vendor_response.length > 0 || line.changed_unit_cost_by_vendor)
  );
}

export interface PricedLine {
  vendor_response: readonly VendorResponseType[];
  changed_unit_cost_by_vendor: boolean;
  unit_cost: string | null;
  company_material_id: number | null;
}

export interface AcceptedVendorPrice {
  material_id: number;
  company_vendor_id: number;
  unit_cost: string;
}

/**
 * The price an accepted answer puts in the material's quote history: the vendor's unit cost (a
 * quote's price or a Changed Price) of a catalogue material, from the document's vendor. A
 * substitution's price is the substitute's, not the material's, so it feeds nothing.
 */
export function acceptedVendorPrice(
  line: PricedLine,
  companyVendorId: number | null,
): AcceptedVendorPrice | { problem: string } {
  if (!line.changed_unit_cost_by_vendor || line.unit_cost === null) {
    return { problem: VENDOR_PRICE_MESSAGES.preferredNeedsPrice };
  }
  if (line.vendor_response.includes('SUBSTITUTION') || line.company_material_id === null) {
    return { problem: VENDOR_PRICE_MESSAGES.preferredNeedsMaterial };
  }
  if (companyVendorId === null) return { problem: VENDOR_PRICE_MESSAGES.preferredNeedsVendor };
  return {
    material_id: line.company_material_id,
    company_vendor_id: companyVendorId,
    unit_cost: line.unit_cost,
  };
}

/**
 * Who may make an accepted price the material's preferred vendor price: who edits the material
 * database (the material editor's rule, §2) and sees costs (a price is a cost, decision 0079).
 */
export function maySetPreferredVendorPrice(
  granted: ReadonlySet<Permission> | Readonly<Record<string, boolean>>,
): boolean {
  return (
    holdsPermission(granted, 'can_edit_material_database') &&
    holdsPermission(granted, 'can_view_costs')
  );
}
