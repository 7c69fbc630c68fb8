import {
  currentUserBody,
  vendorLinkBody,
  vendorLinkDocumentBody,
  vendorLinkListBody,
  type CurrentUser,
  type VendorLinkAccountRequest,
  type VendorLinkDocument,
  type VendorLinkRecord,
} from '@laydown/contracts';
import { http } from './http-client';

/** Per-document links to vendor contacts (issue 12 "Sending", decision 0091). */

export const vendorLinkKeys = {
  all: ['vendor-links'] as const,
  ofOrder: (orderId: number) => [...vendorLinkKeys.all, 'order', orderId] as const,
  document: (orderId: number, token: string) =>
    [...vendorLinkKeys.all, 'document', orderId, token] as const,
};

export function fetchOrderVendorLinks(
  orderId: number,
  signal?: AbortSignal,
): Promise<VendorLinkRecord[]> {
  return http
    .request(`/api/order/${orderId}/vendor_links`, { schema: vendorLinkListBody, signal })
    .then((b) => b.records);
}

export function revokeVendorLink(orderId: number, linkId: number): Promise<VendorLinkRecord> {
  return http
    .request(`/api/order/${orderId}/vendor_links/${linkId}/revoke`, {
      method: 'POST',
      schema: vendorLinkBody,
    })
    .then((b) => b.vendor_link);
}

/** The one document a link opens; nobody is signed in, so a 401 must not redirect. */
/** The link's document as a PDF, rendered in the request (a link has no socket: decision 0111). */
export function linkedDocumentPdfUrl(orderId: number, token: string): string {
  return `/api/vendor_link/orders/${orderId}.pdf?${new URLSearchParams({ link_token: token })}`;
}

export function fetchLinkedDocument(
  orderId: number,
  token: string,
  signal?: AbortSignal,
): Promise<VendorLinkDocument> {
  const query = new URLSearchParams({ link_token: token });
  return http.request(`/api/vendor_link/orders/${orderId}?${query}`, {
    schema: vendorLinkDocumentBody,
    signal,
    bypassAuthRedirect: true,
  });
}

export function createAccountFromLink(
  body: VendorLinkAccountRequest['vendor_user'],
): Promise<CurrentUser> {
  return http
    .request('/api/vendor_link/account', {
      method: 'POST',
      body: { vendor_user: body },
      schema: currentUserBody,
      bypassAuthRedirect: true,
    })
    .then((b) => b.user);
}
