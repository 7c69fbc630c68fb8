/** The seven modes of the sign-in screen (access-and-platform §2). */
export type SignInMode =
  | 'sign_in'
  | 'register_requester'
  | 'forgot_password'
  | 'reset_password'
  | 'accept_invitation'
  | 'invitation_expired'
  | 'resend_confirmation';

import type { AccessType } from '@laydown/domain';

/**
 * The mode a link opens in (§2): a reset token gives reset password; an expired flag gives
 * invitation expired; an invitation token gives accept invitation; a public order form extension
 * gives register requester; otherwise sign in. The order is the spec's precedence. Vendor users
 * only get mailed reset links (no invitations, confirmations or requester forms yet).
 */
export function initialMode(
  params: URLSearchParams,
  accessType: AccessType = 'CONTRACTOR',
): SignInMode {
  if (params.get('reset_password_token')) return 'reset_password';
  if (accessType === 'VENDOR') return 'sign_in';
  const expired = params.get('expired');
  if (expired !== null && expired !== 'false' && expired !== '0') return 'invitation_expired';
  if (params.get('invitation_token')) return 'accept_invitation';
  if (params.get('public_order_form_url_extension')) return 'register_requester';
  return 'sign_in';
}
