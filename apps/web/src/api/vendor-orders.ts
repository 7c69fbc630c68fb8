import {
  orderPdfRequestedBody,
  reportQuoteIssueBody,
  vendorOrderBody,
  vendorOrderFilesBody,
  vendorOrderListBody,
  type ListPage,
  type ReportQuoteIssueRequest,
  type VendorCancellationRequest,
  type VendorLineAnswerInput,
  type VendorOrderRecord,
  type VendorOrderSummary,
  type VendorShipRequest,
  type VendorSubmitQuoteRequest,
} from '@laydown/contracts';
import { http } from './http-client';
import { uploadFile } from './uploads';

/** The vendor portal's calls (issue 12, decision 0087). */

export const vendorOrderKeys = {
  all: ['vendor-orders'] as const,
  list: (query: string) => [...vendorOrderKeys.all, 'list', query] as const,
  one: (id: number) => [...vendorOrderKeys.all, 'one', id] as const,
};

export function fetchVendorOrders(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<VendorOrderSummary>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/vendor_orders?${params}`, { schema: vendorOrderListBody, signal });
}

export function fetchVendorOrder(id: number, signal?: AbortSignal): Promise<VendorOrderRecord> {
  return http
    .request(`/api/vendor_orders/${id}`, { schema: vendorOrderBody, signal })
    .then((b) => b.order);
}

const post = (id: number, path: string, body: object) =>
  http
    .request(`/api/vendor_orders/${id}/${path}`, { method: 'POST', body, schema: vendorOrderBody })
    .then((b) => b.order);

export function saveVendorResponses(
  id: number,
  answers: VendorLineAnswerInput[],
): Promise<VendorOrderRecord> {
  return http
    .request(`/api/vendor_orders/${id}/responses`, {
      method: 'PATCH',
      body: { order: { order_materials: answers } },
      schema: vendorOrderBody,
    })
    .then((b) => b.order);
}

/** Uploads the quote file for the order and attaches it as the order's quote. */
export async function attachVendorQuote(id: number, file: File): Promise<void> {
  const blob = await uploadFile(file, undefined, `/api/vendor_orders/${id}/direct_uploads`);
  await http.request(`/api/vendor_orders/${id}/files`, {
    method: 'PATCH',
    body: { order: { quote_signed_id: blob.signed_id } },
    schema: vendorOrderFilesBody,
  });
}

export const submitVendorQuote = (id: number, body: VendorSubmitQuoteRequest) =>
  post(id, 'submit_quote', body);
export const confirmVendorOrder = (id: number) => post(id, 'confirm', {});
/** The vendor's answer to the purchaser's cancellation request. */
export const answerVendorCancellation = (id: number, accept: boolean) =>
  post(id, accept ? 'accept_cancellation' : 'reject_cancellation', {});
export const requestVendorCancellation = (id: number, body: VendorCancellationRequest) =>
  post(id, 'request_cancellation', body);
export const shipVendorOrder = (id: number, body: VendorShipRequest) => post(id, 'ship', body);

export function reportQuoteIssue(body: ReportQuoteIssueRequest) {
  return http.request('/api/quotes/report_issue', {
    method: 'POST',
    body,
    schema: reportQuoteIssueBody,
  });
}

/** Asks for the vendor's PDF of a document; it is announced on the vendor_user channel (0111). */
export function requestVendorOrderPdf(id: number): Promise<void> {
  return http
    .request(`/api/vendor_orders/${id}/pdf`, { method: 'POST', schema: orderPdfRequestedBody })
    .then(() => undefined);
}
