import {
  companyPermissionsBody,
  type CompanyPermissions,
  type UpdateCompanyPermissionsRequest,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchCompanyPermissions(signal?: AbortSignal): Promise<CompanyPermissions> {
  return http
    .request('/api/company_settings/permissions', { schema: companyPermissionsBody, signal })
    .then((b) => b.permissions);
}

export function saveCompanyPermissions(
  roles: UpdateCompanyPermissionsRequest['permissions']['roles'],
): Promise<CompanyPermissions> {
  return http
    .request('/api/company_settings/permissions', {
      method: 'PATCH',
      body: { permissions: { roles } },
      schema: companyPermissionsBody,
    })
    .then((b) => b.permissions);
}
