import {
  messageBody,
  userSettingsBody,
  type UpdateUserSettingsRequest,
  type UserSettings,
  type ChangePasswordRequest,
  type EmailOnlyRequest,
  type ForgotPasswordRequest,
  type RegisterRequesterRequest,
  type ResetPasswordRequest,
} from '@laydown/contracts';
import type { AccessType } from '@laydown/domain';
import { http } from './http-client';

// These are called by signed-out visitors: a 401 is an answer to show, not a reason to redirect.
const open = { bypassAuthRedirect: true, schema: messageBody } as const;

export function requestPasswordReset(email: string, accessType: AccessType): Promise<string> {
  const body: ForgotPasswordRequest = { user: { email, access_type: accessType } };
  return http
    .request('/api/users/password', { method: 'POST', body, ...open })
    .then((r) => r.message);
}

export function resetPassword(user: ResetPasswordRequest['user']): Promise<string> {
  return http
    .request('/api/users/password', { method: 'PATCH', body: { user }, ...open })
    .then((r) => r.message);
}

export function resendConfirmation(email: string): Promise<string> {
  const body: EmailOnlyRequest = { user: { email } };
  return http
    .request('/api/users/confirmation', { method: 'POST', body, ...open })
    .then((r) => r.message);
}

export function confirmEmail(token: string): Promise<string> {
  const query = new URLSearchParams({ confirmation_token: token });
  return http.request(`/api/users/confirmation?${query.toString()}`, open).then((r) => r.message);
}

export function changePassword(user: ChangePasswordRequest['user']): Promise<string> {
  return http
    .request('/api/users', { method: 'PUT', body: { user }, schema: messageBody })
    .then((r) => r.message);
}

export function registerRequester(user: RegisterRequesterRequest['user']): Promise<string> {
  return http
    .request('/api/users', { method: 'POST', body: { user }, ...open })
    .then((r) => r.message);
}

export function fetchUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return http
    .request('/api/user_settings', { schema: userSettingsBody, signal })
    .then((b) => b.user_settings);
}

export function saveUserSettings(
  changes: UpdateUserSettingsRequest['user_settings'],
): Promise<UserSettings> {
  return http
    .request('/api/user_settings', {
      method: 'PATCH',
      body: { user_settings: changes },
      schema: userSettingsBody,
    })
    .then((b) => b.user_settings);
}
