import {
  companyUser,
  currentUserBody,
  listOf,
  userCompany,
  type CompanyUser,
  type CurrentUser,
  type UserCompany,
} from '@laydown/contracts';
import { http } from './http-client';

const companyList = listOf(userCompany);
const memberList = listOf(companyUser);

/**
 * For the navigation's company switcher. It may refetch while the user signs out; that 401 must
 * not send the browser anywhere, since sign-out already goes to the login page (and the guard
 * handles a real expiry).
 */
export function fetchMyCompanies(signal?: AbortSignal): Promise<UserCompany[]> {
  return http
    .request('/api/companies', { schema: companyList, signal, bypassAuthRedirect: true })
    .then((b) => b.records);
}

export function switchCompany(id: number): Promise<CurrentUser> {
  return http
    .request(`/api/companies/${id}/switch`, { method: 'POST', schema: currentUserBody })
    .then((b) => b.user);
}

export function fetchCompanyMembers(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyUser[]> {
  return http
    .request(`/api/internal/companies/${companyId}/users`, { schema: memberList, signal })
    .then((b) => b.records);
}

export function startImpersonation(companyUserId: number): Promise<CurrentUser> {
  return http
    .request('/api/internal/impersonations', {
      method: 'POST',
      body: { impersonation: { company_user_id: companyUserId } },
      schema: currentUserBody,
    })
    .then((b) => b.user);
}

export function stopImpersonation(): Promise<CurrentUser> {
  return http
    .request('/api/internal/impersonations', { method: 'DELETE', schema: currentUserBody })
    .then((b) => b.user);
}
