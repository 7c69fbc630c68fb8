import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { MESSAGES, SUPPORT_EMAIL, type AccessType } from '@laydown/domain';
import { probeCurrentUser } from '../../api/auth';
import { queryKeys } from '../../api/query-keys';
import { REDIRECT_PARAM, safeReturnPath } from '../../api/return-path';
import { AuthLayout } from '../../components/auth-layout';
import { LightAlert } from '../../components/light/light-alert';
import { LightButton } from '../../components/light/light-button';
import { PageSpinner } from '../../components/page-spinner';
import { hasCatalogue, prefetchCatalogue } from '../../shell/catalogue-prefetch';
import { landingFor } from '../../shell/landing';
import { loginPathFor } from '../../shell/paths';
import { LoginForm } from './login-form';
import { ConfirmationNotice } from './modes/confirmation-notice';
import { SsoForm } from './modes/sso-form';
import { initialMode, type SignInMode } from './sign-in-mode';

const AccountMode = lazy(() =>
  import('./modes/account-mode').then((module) => ({ default: module.AccountMode })),
);

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
  // A contractor page that sent the person here to sign in (a private order form link) is where
  // they go back to; otherwise their landing page.
  const returnTo = safeReturnPath(params.get(REDIRECT_PARAM));
  const destination = (user: CurrentUser) =>
    returnTo && user.type === 'CONTRACTOR' && accessType === 'CONTRACTOR'
      ? returnTo
      : landingFor(user);
  const onSignedIn = (user: CurrentUser) => {
    queryClient.setQueryData(queryKeys.currentUser, user);
    // In parallel with the landing page's rendering, not after it.
    if (hasCatalogue(user)) prefetchCatalogue(queryClient);
    void navigate(destination(user), { replace: true });
  };
  // Leaving a mailed link's mode drops its token from the address, as a reload to sign-in would.
  const toSignIn = (message: string | null = null) => {
    setNotice(message);
    setMode('sign_in');
    if (params.size > 1) void navigate(loginPathFor(accessType), { replace: true });
  };

  const showExpired = useCallback(() => setMode('invitation_expired'), []);

  if (mode === 'sign_in' && probe.data) {
    return <Navigate to={destination(probe.data)} replace />;
  }

  const copy = COPY[accessType];
  const heading = MODE_TITLES[mode] ?? { title: copy.title, subtitle: copy.subtitle };
  const body =
    mode === 'sign_in' ? (
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
    ) : (
      // The other modes come from mailed links and buttons: their antd forms load on demand.
      <Suspense fallback={<PageSpinner />}>
        <AccountMode
          mode={mode}
          accessType={accessType}
          params={params}
          onSignedIn={onSignedIn}
          onExpired={showExpired}
          toSignIn={toSignIn}
        />
      </Suspense>
    );

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
        <div className="form-narrow">
          <LightAlert type="success" title={notice} testId="login-notice" />
        </div>
      ) : null}
      {confirmationToken ? <ConfirmationNotice token={confirmationToken} /> : null}
      <LoginForm accessType={accessType} onSignedIn={onSignedIn} />
      <div className="form-narrow">
        <div className="login-links">
          <LightButton
            variant="link"
            onClick={() => onMode('forgot_password')}
            testId="login-forgot"
          >
            Forgot password?
          </LightButton>
          {/* Vendor accounts are made by support, confirmed already. */}
          {accessType === 'CONTRACTOR' ? (
            <LightButton
              variant="link"
              onClick={() => onMode('resend_confirmation')}
              testId="login-resend-confirmation"
            >
              Resend confirmation
            </LightButton>
          ) : null}
        </div>
        {accessType === 'CONTRACTOR' ? (
          <>
            <div className="light-divider" role="separator">
              or
            </div>
            <SsoForm returnedError={ssoError} />
          </>
        ) : null}
        <div className="light-divider" role="separator" />
        <p className="auth-note">
          {copy.switchText}{' '}
          <Link to={loginPathFor(copy.other)} data-testid="login-switch">
            {copy.other === 'VENDOR' ? 'Vendor sign in' : 'Contractor sign in'}
          </Link>
        </p>
        <p className="auth-note auth-note--small" data-testid="login-new-account">
          New accounts are created by our support team. To get one, contact{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </>
  );
}
