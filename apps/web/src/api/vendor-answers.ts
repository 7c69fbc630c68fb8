import {
  orderBody,
  type OrderRecord,
  type VendorResponseDecisionRequest,
} from '@laydown/contracts';
import { http } from './http-client';

/**
 * POST /order/{id}/vendor_response: the purchaser accepts or rejects one line's vendor answer,
 * and on accepting a price may make it the preferred vendor price (decisions 0087, 0093).
 */
export function decideVendorResponse(
  order: Pick<OrderRecord, 'id' | 'version'>,
  body: Omit<VendorResponseDecisionRequest, 'version'>,
): Promise<OrderRecord> {
  return http
    .request(`/api/order/${order.id}/vendor_response`, {
      method: 'POST',
      body: { ...body, version: order.version },
      schema: orderBody,
    })
    .then((b) => b.order);
}
