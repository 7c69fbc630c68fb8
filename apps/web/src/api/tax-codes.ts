import {
  listOf,
  taxCodeBody,
  taxCodeRecord,
  type CreateTaxCodeRequest,
  type ListPage,
  type TaxCodeRateInput,
  type TaxCodeRecord,
  type UpdateTaxCodeRequest,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchTaxCodes(
  query: string,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<TaxCodeRecord>> {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return http.request(`/api/tax_codes?${params}`, { schema: listOf(taxCodeRecord), signal });
}

export function createTaxCode(request: CreateTaxCodeRequest) {
  return http
    .request('/api/tax_codes', { method: 'POST', body: request, schema: taxCodeBody })
    .then((b) => b.tax_code);
}

export function updateTaxCode(id: number, request: UpdateTaxCodeRequest) {
  return http
    .request(`/api/tax_codes/${id}`, { method: 'PATCH', body: request, schema: taxCodeBody })
    .then((b) => b.tax_code);
}

export function addTaxCodeRate(id: number, rate: TaxCodeRateInput) {
  return http
    .request(`/api/tax_codes/${id}/rates`, {
      method: 'POST',
      body: { tax_code_rate: rate },
      schema: taxCodeBody,
    })
    .then((b) => b.tax_code);
}

export function fetchTaxCode(id: number, signal?: AbortSignal): Promise<TaxCodeRecord> {
  return http
    .request(`/api/tax_codes/${id}`, { schema: taxCodeBody, signal })
    .then((b) => b.tax_code);
}
