import { z } from 'zod';

/**
 * The order's PDF made in the background (decision 0096): POST /order/{id}/pdf answers 202 at
 * once; when the PDF is ready its url comes as a `pdf_available` message on `user:{userId}`
 * (access-and-platform §4 "a purchase-order PDF or RFQ PDF available message (order number, file
 * url) on the user channel"). The spec names no call for asking; this one is ours.
 */
export const orderPdfRequestedBody = z.object({
  order_pdf: z.object({ order_id: z.int(), state: z.literal('queued') }),
});
export type OrderPdfRequestedBody = z.infer<typeof orderPdfRequestedBody>;

/** The message on `user:{userId}` once the PDF is stored; `file_url` opens only for that user. */
export interface LivePdfAvailablePayload {
  type: 'pdf_available';
  /** The member who asked; a vendor user's PDF (decision 0111) names them in by_vendor_user_id. */
  by_user_id: number | null;
  by_vendor_user_id?: number;
  order_id: number;
  order_number: string;
  kind: 'ORDER' | 'RFQ';
  file_url: string;
  [field: string]: unknown;
}

export function isPdfAvailablePayload(payload: {
  type: string;
}): payload is LivePdfAvailablePayload {
  const p = payload as LivePdfAvailablePayload;
  return (
    p.type === 'pdf_available' && typeof p.file_url === 'string' && typeof p.order_id === 'number'
  );
}
