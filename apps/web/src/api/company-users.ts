import {
  companyUser,
  companyUserBody,
  currentUserBody,
  invitationInfoBody,
  listOf,
  optionsBody,
  type AcceptInvitationRequest,
  type CompanyUser,
  type CompanyUsersQuery,
  type CurrentUser,
  type InvitationInfo,
  type InviteRequest,
  type Option,
  type UpdateCompanyUserRequest,
} from '@laydown/contracts';
import { http } from './http-client';

const userList = listOf(companyUser);

export interface CompanyUserPage {
  records: CompanyUser[];
  total_count: number;
  has_more: boolean;
}

export function fetchCompanyUsers(
  query: CompanyUsersQuery,
  signal?: AbortSignal,
): Promise<CompanyUserPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return http.request(`/api/company_users?${params.toString()}`, { schema: userList, signal });
}

export function updateCompanyUser(
  id: number,
  changes: UpdateCompanyUserRequest['company_user'],
): Promise<CompanyUser> {
  return http
    .request(`/api/company_users/${id}`, {
      method: 'PATCH',
      body: { company_user: changes },
      schema: companyUserBody,
    })
    .then((b) => b.company_user);
}

export function inviteUser(user: InviteRequest['user']): Promise<CompanyUser> {
  return http
    .request('/api/users/invitation', { method: 'POST', body: { user }, schema: companyUserBody })
    .then((b) => b.company_user);
}

export function resendInvitation(id: number): Promise<CompanyUser> {
  return http
    .request(`/api/company_users/${id}/resend_invitation`, {
      method: 'POST',
      schema: companyUserBody,
    })
    .then((b) => b.company_user);
}

export function fetchRoles(signal?: AbortSignal): Promise<Option[]> {
  return http
    .request('/api/company_settings/roles', { schema: optionsBody, signal })
    .then((b) => b.records);
}

export function fetchProjectGroupOptions(signal?: AbortSignal): Promise<Option[]> {
  return http
    .request('/api/company_users/project_group_options', { schema: optionsBody, signal })
    .then((b) => b.records);
}

// The invitee is not signed in yet: a 401 is an answer here, not a reason to redirect.
export function fetchInvitation(token: string, signal?: AbortSignal): Promise<InvitationInfo> {
  const query = new URLSearchParams({ invitation_token: token });
  return http
    .request(`/api/users/invitation?${query.toString()}`, {
      schema: invitationInfoBody,
      signal,
      bypassAuthRedirect: true,
    })
    .then((b) => b.invitation);
}

export function acceptInvitation(user: AcceptInvitationRequest['user']): Promise<CurrentUser> {
  return http
    .request('/api/users/invitation', {
      method: 'PUT',
      body: { user },
      schema: currentUserBody,
      bypassAuthRedirect: true,
    })
    .then((b) => b.user);
}
