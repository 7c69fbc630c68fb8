import {
  ssoAuthBody,
  ssoConfigurationBody,
  type SsoConfigurationBody,
  type UpdateSsoRequest,
} from '@laydown/contracts';
import { http } from './http-client';

/** POST /api/sso/auth bypasses the auth redirect (§7): its refusals are shown on the form. */
export function startSso(email: string): Promise<string> {
  return http
    .request('/api/sso/auth', {
      method: 'POST',
      body: { email },
      schema: ssoAuthBody,
      bypassAuthRedirect: true,
    })
    .then((b) => b.redirect_to);
}

/** The company's provider settings; the client secret is write-only. */
export function fetchSsoSettings(signal?: AbortSignal): Promise<SsoConfigurationBody> {
  return http.request('/api/company_settings/sso', { schema: ssoConfigurationBody, signal });
}

export function saveSsoSettings(sso: UpdateSsoRequest['sso']): Promise<SsoConfigurationBody> {
  return http.request('/api/company_settings/sso', {
    method: 'PUT',
    body: { sso },
    schema: ssoConfigurationBody,
  });
}
