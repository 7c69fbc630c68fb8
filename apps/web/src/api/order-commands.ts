import {
  commitmentBody,
  orderBody,
  updateMaterialLinesBody,
  type CommitmentRecord,
  type OrderRecord,
} from '@laydown/contracts';
import { http } from './http-client';

/**
 * The order actions that answer something else than the same order (procurement-core §4; decision
 * 0050): split (a new order), merge (into this one), convert to commitment (a commitment), and the
 * receiving of a delivery's lines (PATCH /deliveries/{id}, issue 10).
 */

const twoOrders = orderBody.extend({ source_order: orderBody.shape.order });

/** POST /order/{id}/split: the lines listed go to a new order; answers it and the source. */
export function splitOrder(
  order: Pick<OrderRecord, 'id' | 'version'>,
  orderMaterialIds: number[],
): Promise<{ order: OrderRecord; source_order: OrderRecord }> {
  return http.request(`/api/order/${order.id}/split`, {
    method: 'POST',
    body: { order_material_ids: orderMaterialIds, version: order.version },
    schema: twoOrders,
  });
}

/** POST /order/merge_order: the orders listed are merged into `order` (answered). */
export function mergeOrders(
  order: Pick<OrderRecord, 'id' | 'version'>,
  mergedOrderIds: number[],
): Promise<OrderRecord> {
  return http
    .request('/api/order/merge_order', {
      method: 'POST',
      body: { order_id: order.id, merged_order_ids: mergedOrderIds, version: order.version },
      schema: orderBody,
    })
    .then((b) => b.order);
}

/** POST /order/{id}/convert_to_commitment. */
export function convertToCommitment(id: number): Promise<CommitmentRecord> {
  return http
    .request(`/api/order/${id}/convert_to_commitment`, {
      method: 'POST',
      schema: commitmentBody,
    })
    .then((b) => b.commitment);
}

/**
 * PATCH /deliveries/{id} with one truck: each quantity is added to what arrived before. The form
 * reads the order again afterwards (its state, version and lines move with the delivery), so the
 * delivery answered is not read here.
 */
export function receiveDelivery(
  id: number,
  received: { id: number; quantity_received: string }[],
): Promise<void> {
  return http.request(`/api/deliveries/${id}`, {
    method: 'PATCH',
    body: { delivery: { received_materials: received } },
  });
}

/**
 * POST /order/update_material_lines (decision 0083): the lines linked to the catalogue material
 * take its text on the orders not yet ordered and on `orderId`; answers the orders it changed.
 */
export function updateMaterialLines(
  companyMaterialId: number,
  orderId: number,
): Promise<{ id: number; order_number: string }[]> {
  return http
    .request('/api/order/update_material_lines', {
      method: 'POST',
      body: { company_material_id: companyMaterialId, order_id: orderId },
      schema: updateMaterialLinesBody,
    })
    .then((b) => b.updated_orders);
}
