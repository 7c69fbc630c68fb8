import { vendorSeesPurchaserCosts } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { canViewCosts } from '../policy';
import { renderOrderPdf, type OrderPdfDocument } from '../pdf/index';
import { findCompanyName } from '../repositories/reference-repository';
import { orderFacts } from './update-order';
import { readOrder } from './read-order';

/**
 * GET /order/{id}.pdf: the purchase order or the RFQ (decision 0060). A reader without
 * can_view_costs always gets the no-pricing variant, whatever the link asked for. `forVendor`:
 * the copy mailed to the vendor, priced as the vendor portal shows it (an RFQ without the
 * purchaser's prices, decision 0087).
 */
export async function orderPdf(
  db: Executor,
  scope: TenantScope,
  id: number,
  options: { forVendor?: boolean } = {},
): Promise<{ file: Buffer; filename: string; kind: OrderPdfDocument['kind']; number: string }> {
  const [read, companyName] = await Promise.all([
    readOrder(db, scope, id),
    findCompanyName(db, scope),
  ]);
  const { header, document } = read;
  const facts = orderFacts(header.order);
  const doc: OrderPdfDocument = {
    kind: facts.kind,
    state: facts.state,
    sub_state: facts.sub_state,
    number: header.order.orderNumber,
    name: header.order.name || null,
    company: { name: companyName },
    vendor: { name: header.vendorName ?? '' },
    project: { name: header.projectName, project_id: header.projectCode },
    created_at: header.order.createdAt.toISOString(),
    quote_expires_at: header.order.quoteExpiresAt?.toISOString() ?? null,
    tax_codes: read.taxCodes,
    notes: header.order.notes,
    deliveries: document.deliveries.map(({ delivery, address }) => ({
      is_pick_up: delivery.isPickUp,
      address: address && { nickname: address.nickname, address_line_1: address.addressLine1 },
      address_to: delivery.addressTo,
      requested_delivered_at: delivery.requestedDeliveredAt?.toISOString() ?? null,
      instructions: delivery.instructions,
      carrier: delivery.carrier,
      discount_value: delivery.discountValue,
      shipping_value: delivery.shippingValue,
      other_value: delivery.otherValue,
      tax_value: delivery.taxValue,
      lines: document.lines
        .filter((view) => view.line.deliveryId === delivery.id)
        .map((view) => ({
          description: view.line.description,
          product_identifier: view.line.productIdentifier,
          quantity: view.line.quantity,
          unit:
            view.unitLabel || view.line.unitName
              ? {
                  name: view.unitLabel ?? view.line.unitName ?? '',
                  multiplier: view.unitMultiplier ?? '1',
                }
              : null,
          unit_cost: view.line.unitCost,
          extended_cost: view.line.extendedCost,
          cost_code: view.costCodeLabel ? { code: view.costCodeLabel } : null,
          tax_code: view.taxCode ? { code: view.taxCode } : null,
          tax_value: view.line.taxValue,
          note: view.line.companyNote,
        })),
    })),
  };
  const pricing = options.forVendor ? vendorSeesPurchaserCosts(facts.state) : canViewCosts(scope);
  const file = await renderOrderPdf(doc, { pricing });
  return {
    file,
    kind: doc.kind,
    number: doc.number,
    filename: `${facts.kind === 'RFQ' ? 'RFQ' : 'PO'}-${header.order.orderNumber}.pdf`,
  };
}
