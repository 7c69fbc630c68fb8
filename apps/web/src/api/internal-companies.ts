import {
  companyBody,
  companySummary,
  listOf,
  type CompanySummary,
  type CreateCompanyRequest,
} from '@laydown/contracts';
import { http } from './http-client';

const companyList = listOf(companySummary);

export interface CompanyPage {
  records: CompanySummary[];
  total_count: number;
  has_more: boolean;
}

/** Support staff only; `page` is 1-based like every list's `page` query parameter. */
export function fetchInternalCompanies(page: number, signal?: AbortSignal): Promise<CompanyPage> {
  return http.request(`/api/internal/companies?page=${page}`, { schema: companyList, signal });
}

export function createInternalCompany(request: CreateCompanyRequest): Promise<CompanySummary> {
  return http
    .request('/api/internal/companies', { method: 'POST', body: request, schema: companyBody })
    .then((body) => body.company);
}
