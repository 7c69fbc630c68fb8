import type { DeliveryDetailRecord, DeliveryListRecord, UploadRecord } from '@laydown/contracts';
import {
  bestGuessDeliveredAt,
  deliveryDisplay,
  deliveryIssueText,
  remainingQuantity,
  type DeliveryIssueType,
  type DeliveryState,
  type DeliveryStatus,
  type OrderState,
} from '@laydown/domain';
import type { TenantScope } from '../../platform/scope';
import { mayViewDeliveryCosts } from './policy';
import type { DeliveryLineRow, DeliveryViewRow } from './repositories/delivery-repository';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** NUMERIC text as JSON carries it: '60.000000' → '60', '2.500000' → '2.5'. */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
const decimal = (value: string | null) => (value === null ? null : plainDecimal(value));

/** The one way a delivery leaves the API: §4 texts from packages/domain, no cost without can_view_costs. */
export function presentDelivery(scope: TenantScope, view: DeliveryViewRow): DeliveryListRecord {
  const d = view.delivery;
  const dates = {
    requested_delivered_at: iso(d.requestedDeliveredAt),
    estimated_delivered_at: iso(d.estimatedDeliveredAt),
    actual_delivered_at: iso(d.actualDeliveredAt),
  };
  const best = bestGuessDeliveredAt(dates);
  const address =
    d.addressId !== null && view.addressLine1 !== null
      ? { id: d.addressId, nickname: view.addressNickname, address_line_1: view.addressLine1 }
      : null;
  const state = d.state as DeliveryState;
  const issueType = d.deliveryIssueType as DeliveryIssueType | null;
  const resolvedAt = iso(d.deliveryIssueResolvedAt);
  const record: DeliveryListRecord = {
    id: d.id,
    order_id: d.orderId,
    order_number: view.orderNumber,
    order_name: view.orderName,
    order_state: view.orderState as OrderState,
    project_id: view.projectId,
    project_name: view.projectName,
    vendor_name: view.vendorName,
    position: d.position,
    state,
    status: d.status as DeliveryStatus | null,
    display_text: deliveryDisplay({
      state,
      address,
      ...dates,
      best_guess_delivered_at: best,
      carrier: d.carrier,
    }).text,
    is_pick_up: d.isPickUp,
    address,
    address_to: d.addressTo,
    ...dates,
    best_guess_delivered_at: best,
    marked_delivered_at: iso(d.markedDeliveredAt),
    marked_delivered_by: d.markedDeliveredByCompanyUserId,
    marked_shipped_at: iso(d.markedShippedAt),
    shipped_at: iso(d.shippedAt),
    instructions: d.instructions,
    carrier: d.carrier,
    shipping_carrier_id: d.shippingCarrierId,
    tracking_number: d.trackingNumber,
    incomplete_items: d.incompleteItems,
    delivery_issues: d.deliveryIssues,
    delivery_issue_type: issueType,
    delivery_issue_resolved_at: resolvedAt,
    delivery_issue_resolved_by: d.deliveryIssueResolvedByCompanyUserId,
    issue_text:
      issueType === null
        ? null
        : deliveryIssueText({
            delivery_issue_type: issueType,
            delivery_issue_resolved_at: resolvedAt,
          }),
    has_open_issue: issueType !== null && resolvedAt === null,
  };
  // Added in place: spreading a record this wide into a new object cost ~50 µs a delivery, most
  // of a calendar week's presentation (decision 0053).
  if (mayViewDeliveryCosts(scope)) {
    record.tax_value = decimal(d.taxValue);
    record.discount_value = decimal(d.discountValue);
    record.shipping_value = decimal(d.shippingValue);
    record.other_value = decimal(d.otherValue);
  }
  return record;
}

export function presentDeliveryDetail(
  scope: TenantScope,
  view: DeliveryViewRow,
  lines: readonly DeliveryLineRow[],
  files: UploadRecord[],
): DeliveryDetailRecord {
  const costs = mayViewDeliveryCosts(scope);
  return {
    ...presentDelivery(scope, view),
    order_materials: lines.map((line) => {
      const quantity = plainDecimal(line.quantity);
      const delivered = plainDecimal(line.quantityDelivered);
      const base = {
        id: line.id,
        description: line.description,
        product_identifier: line.productIdentifier,
        unit_name: line.unitName,
        quantity,
        quantity_delivered: delivered,
        remaining_quantity: remainingQuantity({ quantity, quantity_delivered: delivered }),
      };
      return costs
        ? { ...base, unit_cost: decimal(line.unitCost), extended_cost: decimal(line.extendedCost) }
        : base;
    }),
    delivery_files: files,
  };
}
