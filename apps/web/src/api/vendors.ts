import {
  companyVendorBody,
  companyVendorRecord,
  contactBody,
  contactRecord,
  listOf,
  matchByDomainBody,
  vendorUsersBody,
  type CompanyVendorRecord,
  type ContactInput,
  type ContactRecord,
  type ContactWithVendorUserRequest,
  type ListPage,
  type UpdateCompanyVendorRequest,
  type VendorPayload,
  type VendorUserRecord,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchCompanyVendors(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<CompanyVendorRecord>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/company_vendors?${params}`, {
    schema: listOf(companyVendorRecord),
    signal,
  });
}

export function createCompanyVendor(payload: VendorPayload) {
  return http
    .request('/api/company_vendors', {
      method: 'POST',
      body: { company_vendor: payload },
      schema: companyVendorBody,
    })
    .then((b) => b.company_vendor);
}

export function updateCompanyVendor(id: number, request: UpdateCompanyVendorRequest) {
  return http
    .request(`/api/company_vendor/${id}`, {
      method: 'PATCH',
      body: request,
      schema: companyVendorBody,
    })
    .then((b) => b.company_vendor);
}

export function matchVendorByDomain(domain: string, signal?: AbortSignal) {
  return http
    .request(`/api/company_vendors/match_by_domain?domain=${encodeURIComponent(domain)}`, {
      schema: matchByDomainBody,
      signal,
    })
    .then((b) => b.matched_vendor);
}

export function searchVendorUsers(
  search: string,
  signal?: AbortSignal,
): Promise<VendorUserRecord[]> {
  return http
    .request(`/api/vendor_users?search=${encodeURIComponent(search)}`, {
      schema: vendorUsersBody,
      signal,
    })
    .then((b) => b.records);
}

export function fetchContacts(
  companyVendorId: number,
  signal?: AbortSignal,
): Promise<ContactRecord[]> {
  return http
    .request(`/api/company_vendor_contact?company_vendor_id=${companyVendorId}&per_page=1000`, {
      schema: listOf(contactRecord),
      signal,
    })
    .then((b) => b.records);
}

export function createContactWithVendorUser(request: ContactWithVendorUserRequest) {
  return http
    .request('/api/company_vendor_contact_with_vendor_user', {
      method: 'POST',
      body: request,
      schema: contactBody,
    })
    .then((b) => b.company_vendor_contact);
}

export function updateContact(id: number, contact: Partial<ContactInput>) {
  return http
    .request(`/api/company_vendor_contact/${id}`, {
      method: 'PATCH',
      body: { company_vendor_contact: contact },
      schema: contactBody,
    })
    .then((b) => b.company_vendor_contact);
}

export function fetchCompanyVendor(id: number, signal?: AbortSignal): Promise<CompanyVendorRecord> {
  return http
    .request(`/api/company_vendor/${id}`, { schema: companyVendorBody, signal })
    .then((b) => b.company_vendor);
}
