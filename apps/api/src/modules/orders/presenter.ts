import type { OrderHistoryRecord, OrderLineRecord, OrderRecord } from '@laydown/contracts';
import {
  availableOrderActions,
  deliveryTotals,
  orderBadge,
  orderNumberLabel,
  orderTitleType,
  orderTotals,
  type DeliveryIssueType,
  type DeliveryState,
  type DeliveryStatus,
  type LastActionAuthorType,
  type OrderMaterialState,
  type VendorResponseType,
} from '@laydown/domain';
import type { TenantScope } from '../../platform/scope';
import {
  canConvertToCommitment,
  canEditOrder,
  canReceiveDeliveries,
  canSplitOrder,
  canViewCosts,
  orderLocked,
  vendorDecisionAbilities,
} from './policy';
import type { LineView } from './repositories/document-repository';
import { COST_FIELDS } from './services/order-history';
import type { OrderFiles } from './services/order-files';
import type { OrderHistoryRows, ReadOrder } from './services/read-order';
import { orderFacts } from './services/update-order';

/**
 * The order as the API answers it (procurement-core §3). A reader without can_view_costs gets no
 * money at all: unit costs, extended costs, tax values, delivery costs and totals are left out of
 * the answer, not blanked (§6 "cost values are hidden").
 */

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const decimal = (value: string | null) => (value === null ? null : trimZeros(value));

/** '10.500000' → '10.5': the stored NUMERIC's padding is not part of the value. */
function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

function presentLine(view: LineView, costs: boolean): OrderLineRecord {
  const { line } = view;
  return {
    id: line.id,
    order_id: line.orderId,
    delivery_id: line.deliveryId,
    position: line.position,
    company_material_id: line.companyMaterialId,
    description: line.description,
    product_identifier: line.productIdentifier,
    attributes: line.attributes,
    quantity: trimZeros(line.quantity),
    quantity_delivered: trimZeros(line.quantityDelivered),
    unit_id: line.unitId,
    unit_name: view.unitLabel ?? line.unitName,
    cost_code_id: line.costCodeId,
    cost_code:
      line.costCodeId === null ? null : { id: line.costCodeId, code: view.costCodeLabel ?? '' },
    cost_code_phase_id: line.costCodePhaseId,
    tax_code_id: line.taxCodeId,
    tax_code: line.taxCodeId === null ? null : { id: line.taxCodeId, code: view.taxCode ?? '' },
    tax_code_rate_id: line.taxCodeRateId,
    company_note: line.companyNote,
    vendor_note: line.vendorNote,
    vendor_response: line.vendorResponse as VendorResponseType[],
    vendor_response_status: line.vendorResponseStatus as 'ACCEPTED' | 'REJECTED' | null,
    changed_unit_cost_by_vendor: line.changedUnitCostByVendor,
    prev_quantity: line.prevQuantity === null ? null : trimZeros(line.prevQuantity),
    prev_unit_id: line.prevUnitId,
    state: line.state as OrderMaterialState,
    ...(costs
      ? {
          unit_cost: decimal(line.unitCost),
          prev_unit_cost: decimal(line.prevUnitCost),
          extended_cost: decimal(line.extendedCost),
          tax_value: decimal(line.taxValue),
          ext_cost_with_tax: decimal(line.extCostWithTax),
        }
      : {}),
  };
}

/** What a read answers beside the document: its files and (company readers only) its internal comments. */
export type OrderAttachments = OrderFiles & Pick<OrderRecord, 'internal_comments'>;

export function presentOrder(
  read: ReadOrder,
  scope: TenantScope,
  attachments: OrderAttachments,
): OrderRecord {
  const { header, document, settings, taxCodes } = read;
  const { order } = header;
  const costs = canViewCosts(scope);
  const facts = orderFacts(order);
  const linesOf = (deliveryId: number) =>
    document.lines.filter((view) => view.line.deliveryId === deliveryId);
  const deliveries = document.deliveries.map(({ delivery, address }) => {
    const lines = linesOf(delivery.id);
    const amounts = {
      tax_value: delivery.taxValue,
      discount_value: delivery.discountValue,
      shipping_value: delivery.shippingValue,
      other_value: delivery.otherValue,
    };
    return {
      id: delivery.id,
      position: delivery.position,
      state: delivery.state as DeliveryState,
      status: delivery.status as DeliveryStatus | null,
      is_pick_up: delivery.isPickUp,
      address_id: delivery.addressId,
      address: address && {
        id: address.id,
        nickname: address.nickname,
        address_line_1: address.addressLine1,
      },
      address_to: delivery.addressTo,
      requested_delivered_at: iso(delivery.requestedDeliveredAt),
      estimated_delivered_at: iso(delivery.estimatedDeliveredAt),
      actual_delivered_at: iso(delivery.actualDeliveredAt),
      shipped_at: iso(delivery.shippedAt),
      instructions: delivery.instructions,
      carrier: delivery.carrier,
      shipping_carrier_id: delivery.shippingCarrierId,
      tracking_number: delivery.trackingNumber,
      lead_time_days: delivery.leadTimeDays,
      auto_follow_up_days: delivery.autoFollowUpDays,
      delivery_issue_type: delivery.deliveryIssueType as DeliveryIssueType | null,
      has_open_issue:
        delivery.deliveryIssueType !== null && delivery.deliveryIssueResolvedAt === null,
      ...(costs
        ? {
            tax_value: decimal(amounts.tax_value),
            discount_value: decimal(amounts.discount_value),
            shipping_value: decimal(amounts.shipping_value),
            other_value: decimal(amounts.other_value),
            totals: deliveryTotals(
              {
                ...amounts,
                order_materials: lines.map((v) => ({
                  extended_cost: v.line.extendedCost,
                  tax_value: v.line.taxValue,
                })),
              },
              { tax_codes: taxCodes },
            ),
          }
        : {}),
      order_materials: lines.map((view) => presentLine(view, costs)),
    };
  });
  const requester =
    scope.kind === 'system'
      ? ({ kind: 'system' } as const)
      : ({ kind: 'company', permissions: scope.permissions } as const);
  const locked = orderLocked(settings.lockOrderOption, facts);
  const editable = canEditOrder(scope, facts) && !locked;
  return {
    id: order.id,
    kind: facts.kind,
    order_number: order.orderNumber,
    quote_number: order.quoteNumber,
    order_number_label: orderNumberLabel(facts.state),
    name: order.name,
    order_package_id: order.orderPackageId,
    order_package_name: header.packageName,
    project_id: order.projectId,
    project_name: header.projectName,
    company_vendor_id: order.companyVendorId,
    vendor_name: header.vendorName,
    vendor_contact_ids: order.vendorContactIds,
    watcher_ids: order.watcherIds,
    tags: order.tags,
    state: facts.state,
    sub_state: facts.sub_state,
    badge: orderBadge(facts),
    title_type: orderTitleType(facts.state),
    is_draft: facts.state === 'DRAFT' || facts.state === 'DRAFTED_REQUEST',
    quick_created: order.quickCreated,
    locked,
    version: order.version,
    notes: order.notes,
    quote_expires_at: iso(order.quoteExpiresAt),
    lead_time_cutoff_date_timestamp: iso(order.leadTimeCutoffDate),
    requested_by_company_user_id: order.requestedByCompanyUserId,
    approved_at: iso(order.approvedAt),
    ordered_at: iso(order.orderedAt),
    confirmed_at: iso(order.confirmedAt),
    cancelled_at: iso(order.cancelledAt),
    manual_exported_at: iso(order.manualExportedAt),
    commitment_id: order.commitmentId,
    splitted_from_id: order.splittedFromId,
    material_request_id: order.materialRequestId,
    has_open_delivery_issue: deliveries.some((d) => d.has_open_issue),
    last_action:
      order.lastActionAuthorType && order.lastActionAuthorName && order.lastActionAt
        ? {
            author_type: order.lastActionAuthorType as LastActionAuthorType,
            author_name: order.lastActionAuthorName,
            created_at: order.lastActionAt.toISOString(),
          }
        : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    abilities: {
      update: editable,
      actions: availableOrderActions(facts, requester),
      split: canSplitOrder(scope, editable),
      convert_to_commitment: canConvertToCommitment(scope, order),
      receive: canReceiveDeliveries(scope, facts),
      ...vendorDecisionAbilities(scope, facts, editable),
    },
    ...(costs
      ? {
          totals: orderTotals(
            document.deliveries.map(({ delivery }) => ({
              tax_value: delivery.taxValue,
              discount_value: delivery.discountValue,
              shipping_value: delivery.shippingValue,
              other_value: delivery.otherValue,
              order_materials: linesOf(delivery.id).map((v) => ({
                extended_cost: v.line.extendedCost,
                tax_value: v.line.taxValue,
              })),
            })),
            { tax_codes: taxCodes },
          ),
        }
      : {}),
    deliveries,
    ...attachments,
  };
}

/** Removes money from a history value for a reader without can_view_costs. */
function withoutCosts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCosts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !COST_FIELDS.has(key) && !COST_FIELDS.has(snakeKey(key)))
        .map(([key, inner]) => [key, withoutCosts(inner)]),
    );
  }
  return value;
}
const snakeKey = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The history entries of an order (§3), newest first; money left out without can_view_costs. */
export function presentOrderHistory(
  rows: OrderHistoryRows,
  scope: TenantScope,
): OrderHistoryRecord[] {
  const costs = canViewCosts(scope);
  const nameOf = (person: { firstName: string; lastName: string; email: string }) =>
    [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
  return rows.map(({ entry, firstName, lastName, email, vendor }) => ({
    id: entry.id,
    event: (['create', 'update', 'delete'] as const).find((e) => e === entry.action) ?? 'update',
    title: entry.title,
    title_date: entry.createdAt.toISOString(),
    // §6: "Contractor-side entries are marked by author with a company; vendor-side by vendor id."
    author:
      email !== null
        ? {
            name: nameOf({ firstName: firstName ?? '', lastName: lastName ?? '', email }),
            email,
            company_id: entry.companyId,
          }
        : vendor && entry.authorVendorUserId !== null
          ? {
              name: nameOf(vendor),
              email: vendor.email,
              company_id: null,
              vendor_id: vendor.id,
              vendor_user_id: entry.authorVendorUserId,
            }
          : null,
    created_at: entry.createdAt.toISOString(),
    changes: costs
      ? entry.changes
      : entry.changes.filter((c) => !COST_FIELDS.has(c.field.split('.').pop() ?? '')),
    snapshot: costs ? entry.snapshot : withoutCosts(entry.snapshot),
  }));
}
