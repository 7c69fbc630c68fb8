import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Divider, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { MESSAGES, SUPPORT_EMAIL, type AccessType } from '@laydown/domain';
import { probeCurrentUser } from '../../api/auth';
import { queryKeys } from '../../api/query-keys';
import { AuthLayout } from '../../components/auth-layout';
import { landingFor } from '../../shell/landing';
import { loginPathFor } from '../../shell/paths';
import { LoginForm } from './login-form';
import { AcceptInvitationForm } from './modes/accept-invitation-form';
import { ConfirmationNotice } from './modes/confirmation-notice';
import { ForgotPasswordForm } from './modes/forgot-password-form';
import { InvitationExpired } from './modes/invitation-expired';
import { RegisterRequesterForm } from './modes/register-requester-form';
import { SsoForm } from './modes/sso-form';
import { ResendConfirmationForm } from './modes/resend-confirmation-form';
import { ResetPasswordForm } from './modes/reset-password-form';
import { initialMode, type SignInMode } from './sign-in-mode';

const COPY: Record<
  AccessType,
  { title: string; subtitle: string; other: AccessType; switchText: string }
> = {
  CONTRACTOR: {
    title: 'Contractor sign in',
    subtitle: 'Buy materials for your projects',
    other: 'VENDOR',
    switchText: 'Are you a vendor?',
  },
  VENDOR: {
    title: 'Vendor sign in',
    subtitle: 'Answer quotes and manage your orders',
    other: 'CONTRACTOR',
    switchText: 'Are you a contractor?',
  },
};

const MODE_TITLES: Partial<Record<SignInMode, { title: string; subtitle?: string }>> = {
  forgot_password: {
    title: 'Forgot password',
    subtitle: 'We will mail you a link to choose a new one',
  },
  reset_password: { title: 'Reset password', subtitle: 'Choose a new password' },
  resend_confirmation: {
    title: 'Resend confirmation',
    subtitle: 'We will mail you a new confirmation link',
  },
  invitation_expired: { title: MESSAGES.registration.expiredTitle },
  register_requester: {
    title: 'Register',
    subtitle: 'Request materials from your team',
  },
  accept_invitation: {
    title: 'Accept invitation',
    subtitle: 'Tell us who you are and choose a password',
  },
};

/**
 * The sign-in screen and its modes (spec §2): contractor login at /?access-type=CONTRACTOR, vendor
 * login at /vendor?access-type=VENDOR. A mailed link opens the mode its parameters call for.
 */
export function LoginPage({ accessType }: { accessType: AccessType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<SignInMode>(() => initialMode(params, accessType));
  const [notice, setNotice] = useState<string | null>(null);
  // A visitor who is still signed in skips the form. The probe's 401 must not redirect (spec §8).
  const probe = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => probeCurrentUser(signal),
    retry: false,
    refetchOnWindowFocus: false,
    enabled: mode === 'sign_in',
  });
  const onSignedIn = (user: CurrentUser) => {
    queryClient.setQueryData(queryKeys.currentUser, user);
    void navigate(landingFor(user), { replace: true });
  };
  // Leaving a mailed link's mode drops its token from the address, as a reload to sign-in would.
  const toSignIn = (message: string | null = null) => {
    setNotice(message);
    setMode('sign_in');
    if (params.size > 1) void navigate(loginPathFor(accessType), { replace: true });
  };

  const showExpired = useCallback(() => setMode('invitation_expired'), []);

  if (mode === 'sign_in' && probe.data) {
    return <Navigate to={landingFor(probe.data)} replace />;
  }

  const copy = COPY[accessType];
  const heading = MODE_TITLES[mode] ?? { title: copy.title, subtitle: copy.subtitle };
  let body: ReactNode;
  switch (mode) {
    case 'forgot_password':
      body = <ForgotPasswordForm accessType={accessType} onBack={() => toSignIn()} />;
      break;
    case 'resend_confirmation':
      body = <ResendConfirmationForm onBack={() => toSignIn()} />;
      break;
    case 'reset_password':
      body = (
        <ResetPasswordForm
          token={params.get('reset_password_token') ?? ''}
          onDone={(message) => toSignIn(message)}
          onBack={() => toSignIn()}
        />
      );
      break;
    case 'accept_invitation':
      body = (
        <AcceptInvitationForm
          token={params.get('invitation_token') ?? ''}
          accessType={accessType}
          initialNames={{
            first_name: params.get('first_name') ?? '',
            last_name: params.get('last_name') ?? '',
          }}
          onAccepted={onSignedIn}
          onExpired={showExpired}
          onBack={() => toSignIn()}
        />
      );
      break;
    case 'register_requester':
      body = (
        <RegisterRequesterForm
          urlExtension={params.get('public_order_form_url_extension') ?? ''}
          initial={{
            first_name: params.get('first_name') ?? '',
            last_name: params.get('last_name') ?? '',
            email: params.get('email') ?? '',
          }}
          onBack={() => toSignIn()}
        />
      );
      break;
    case 'invitation_expired':
      body = <InvitationExpired onBack={() => toSignIn()} />;
      break;
    default:
      body = (
        <SignInBody
          accessType={accessType}
          notice={notice}
          confirmationToken={params.get('confirmation_token')}
          ssoError={params.get('sso_error')}
          onSignedIn={onSignedIn}
          onMode={(next) => {
            setNotice(null);
            setMode(next);
          }}
        />
      );
  }

  return (
    <AuthLayout
      title={heading.title}
      subtitle={heading.subtitle}
      testId={`login-page-${accessType.toLowerCase()}`}
    >
      <div data-testid={`mode-${mode}`}>{body}</div>
    </AuthLayout>
  );
}

interface SignInBodyProps {
  accessType: AccessType;
  notice: string | null;
  confirmationToken: string | null;
  ssoError: string | null;
  onSignedIn: (user: CurrentUser) => void;
  onMode: (mode: SignInMode) => void;
}

function SignInBody({
  accessType,
  notice,
  confirmationToken,
  ssoError,
  onSignedIn,
  onMode,
}: SignInBodyProps) {
  const copy = COPY[accessType];
  return (
    <>
      {notice ? (
        <Alert
          className="form-narrow"
          type="success"
          showIcon
          title={notice}
          style={{ marginBottom: 16 }}
          data-testid="login-notice"
        />
      ) : null}
      {confirmationToken ? <ConfirmationNotice token={confirmationToken} /> : null}
      <LoginForm accessType={accessType} onSignedIn={onSignedIn} />
      <div className="form-narrow">
        <div className="login-links">
          <Button
            type="link"
            size="small"
            onClick={() => onMode('forgot_password')}
            data-testid="login-forgot"
          >
            Forgot password?
          </Button>
          {/* Vendor accounts are made by support, confirmed already. */}
          {accessType === 'CONTRACTOR' ? (
            <Button
              type="link"
              size="small"
              onClick={() => onMode('resend_confirmation')}
              data-testid="login-resend-confirmation"
            >
              Resend confirmation
            </Button>
          ) : null}
        </div>
        {accessType === 'CONTRACTOR' ? (
          <>
            <Divider plain style={{ margin: '16px 0' }}>
              or
            </Divider>
            <SsoForm returnedError={ssoError} />
          </>
        ) : null}
        <Divider plain style={{ margin: '16px 0' }} />
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 8 }}>
          {copy.switchText}{' '}
          <Link to={loginPathFor(copy.other)} data-testid="login-switch">
            {copy.other === 'VENDOR' ? 'Vendor sign in' : 'Contractor sign in'}
          </Link>
        </Typography.Paragraph>
        <Typography.Paragraph
          type="secondary"
          style={{ textAlign: 'center', fontSize: 13, marginBottom: 0 }}
          data-testid="login-new-account"
        >
          New accounts are created by our support team. To get one, contact{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </Typography.Paragraph>
      </div>
    </>
  );
}
