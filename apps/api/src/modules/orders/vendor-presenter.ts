import type {
  VendorDeliveryRecord,
  VendorLineRecord,
  VendorOrderRecord,
  VendorOrderSummary,
} from '@laydown/contracts';
import {
  orderBadge,
  orderNumberLabel,
  orderTitleType,
  vendorMayRespond,
  vendorPortalActions,
  vendorSeesPurchaserCosts,
  type DeliveryState,
  type OrderState,
  type OrderSubState,
  type VendorResponseType,
} from '@laydown/domain';
import type { OrderDocumentRows } from './repositories/document-repository';
import type {
  VendorOrderHeaderRow,
  VendorOrderSummaryRow,
} from './repositories/vendor-document-repository';

/**
 * The document as its vendor reads it (decision 0087): only what was sent. Never internal
 * comments, internal files, company notes of the header beyond `notes`, cost codes or tax codes;
 * on an RFQ the purchaser's prices are left out and only a price the vendor entered is shown.
 */

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const trimZeros = (value: string | null) =>
  value === null || !value.includes('.') ? value : value.replace(/0+$/, '').replace(/\.$/, '');

export function presentVendorSummary(row: VendorOrderSummaryRow): VendorOrderSummary {
  const position = {
    state: row.state as OrderState,
    sub_state: row.subState as OrderSubState | null,
  };
  return {
    id: row.id,
    order_number: row.orderNumber,
    name: row.name,
    state: position.state,
    sub_state: position.sub_state,
    badge: orderBadge(position),
    title_type: orderTitleType(position.state),
    company_name: row.companyName,
    project_name: row.projectName,
    quote_expires_at: iso(row.quoteExpiresAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

function presentLine(
  view: OrderDocumentRows['lines'][number],
  unitNames: Map<number, string>,
  purchaserCosts: boolean,
): VendorLineRecord {
  const { line } = view;
  const priced = purchaserCosts || line.changedUnitCostByVendor;
  return {
    id: line.id,
    delivery_id: line.deliveryId,
    description: line.description,
    product_identifier: line.productIdentifier,
    quantity: trimZeros(line.quantity)!,
    unit_id: line.unitId,
    unit_name: view.unitLabel ?? line.unitName,
    prev_quantity: trimZeros(line.prevQuantity),
    prev_unit_name: line.prevUnitId === null ? null : (unitNames.get(line.prevUnitId) ?? null),
    unit_cost: priced ? trimZeros(line.unitCost) : null,
    extended_cost: priced ? trimZeros(line.extendedCost) : null,
    changed_unit_cost_by_vendor: line.changedUnitCostByVendor,
    company_note: line.companyNote,
    vendor_note: line.vendorNote,
    vendor_response: line.vendorResponse as VendorResponseType[],
  };
}

function presentDelivery(view: OrderDocumentRows['deliveries'][number]): VendorDeliveryRecord {
  const { delivery, address } = view;
  return {
    id: delivery.id,
    position: delivery.position,
    state: delivery.state as DeliveryState,
    is_pick_up: delivery.isPickUp,
    address: address ? { nickname: address.nickname, address_line_1: address.addressLine1 } : null,
    requested_delivered_at: iso(delivery.requestedDeliveredAt),
    estimated_delivered_at: iso(delivery.estimatedDeliveredAt),
    shipped_at: iso(delivery.shippedAt),
    carrier: delivery.carrier,
    tracking_number: delivery.trackingNumber,
    instructions: delivery.instructions,
  };
}

export function presentVendorOrder(
  header: VendorOrderHeaderRow,
  document: OrderDocumentRows,
  units: readonly { id: number; name: string }[],
): VendorOrderRecord {
  const summary = presentVendorSummary(header);
  const purchaserCosts = vendorSeesPurchaserCosts(summary.state);
  const unitNames = new Map(units.map((u) => [u.id, u.name]));
  const actions = vendorPortalActions(summary);
  return {
    ...summary,
    number_label: orderNumberLabel(summary.state),
    vendor_name: header.vendorName,
    notes: header.notes,
    confirmed_at: iso(header.confirmedAt),
    cancellation_requested_at: iso(header.cancellationRequestedAt),
    cancellation_reason: header.cancellationReason,
    purchaser_costs_sent: purchaserCosts,
    deliveries: document.deliveries.map(presentDelivery),
    order_materials: document.lines.map((line) => presentLine(line, unitNames, purchaserCosts)),
    units: units.map((u) => ({ id: u.id, name: u.name })),
    abilities: {
      can_respond: vendorMayRespond(summary.state),
      can_submit_quote: actions.includes('submit_quote'),
      can_confirm: actions.includes('confirm'),
      can_request_cancellation: actions.includes('request_cancellation'),
      can_ship: actions.includes('ship'),
      can_answer_cancellation: actions.includes('accept_cancellation'),
    },
  };
}
