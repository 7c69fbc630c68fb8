import {
  currentUserBody,
  setupStatus,
  type CreateCompanyRequest,
  type CurrentUser,
} from '@laydown/contracts';
import { http } from './http-client';

export function fetchSetupStatus(signal?: AbortSignal): Promise<boolean> {
  return http
    .request('/api/setup', { schema: setupStatus, signal })
    .then((body) => body.setup_required);
}

/** Creates the first company and its administrator, who is signed in by the answer. */
export function completeSetup(request: CreateCompanyRequest): Promise<CurrentUser> {
  return http
    .request('/api/setup', { method: 'POST', body: request, schema: currentUserBody })
    .then((body) => body.user);
}
