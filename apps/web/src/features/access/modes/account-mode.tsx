import type { CurrentUser } from '@laydown/contracts';
import type { AccessType } from '@laydown/domain';
import { AntdProviders } from '../../../shell/antd-providers';
import type { SignInMode } from '../sign-in-mode';
import { AcceptInvitationForm } from './accept-invitation-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { InvitationExpired } from './invitation-expired';
import { RegisterRequesterForm } from './register-requester-form';
import { ResendConfirmationForm } from './resend-confirmation-form';
import { ResetPasswordForm } from './reset-password-form';

interface AccountModeProps {
  mode: Exclude<SignInMode, 'sign_in'>;
  accessType: AccessType;
  params: URLSearchParams;
  onSignedIn: (user: CurrentUser) => void;
  onExpired: () => void;
  toSignIn: (message?: string | null) => void;
}

/**
 * The sign-in page's other modes (forgot password, reset, resend confirmation, invitations,
 * registration): antd forms in a chunk of their own, loaded when a mode opens, so the plain
 * sign-in form stays small (decision 0080).
 */
export function AccountMode({
  mode,
  accessType,
  params,
  onSignedIn,
  onExpired,
  toSignIn,
}: AccountModeProps) {
  const back = () => toSignIn();
  return <AntdProviders>{modeBody()}</AntdProviders>;

  function modeBody() {
    switch (mode) {
      case 'forgot_password':
        return <ForgotPasswordForm accessType={accessType} onBack={back} />;
      case 'resend_confirmation':
        return <ResendConfirmationForm onBack={back} />;
      case 'reset_password':
        return (
          <ResetPasswordForm
            token={params.get('reset_password_token') ?? ''}
            onDone={(message) => toSignIn(message)}
            onBack={back}
          />
        );
      case 'accept_invitation':
        return (
          <AcceptInvitationForm
            token={params.get('invitation_token') ?? ''}
            accessType={accessType}
            initialNames={{
              first_name: params.get('first_name') ?? '',
              last_name: params.get('last_name') ?? '',
            }}
            onAccepted={onSignedIn}
            onExpired={onExpired}
            onBack={back}
          />
        );
      case 'register_requester':
        return (
          <RegisterRequesterForm
            urlExtension={params.get('public_order_form_url_extension') ?? ''}
            initial={{
              first_name: params.get('first_name') ?? '',
              last_name: params.get('last_name') ?? '',
              email: params.get('email') ?? '',
            }}
            onBack={back}
          />
        );
      case 'invitation_expired':
        return <InvitationExpired onBack={back} />;
    }
  }
}
