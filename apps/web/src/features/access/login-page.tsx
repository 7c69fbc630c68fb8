import { Divider, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { SUPPORT_EMAIL, type AccessType } from '@laydown/domain';
import { probeCurrentUser } from '../../api/auth';
import { queryKeys } from '../../api/query-keys';
import { AuthLayout } from '../../components/auth-layout';
import { homePathFor, loginPathFor } from '../../shell/paths';
import { LoginForm } from './login-form';

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

/** Contractor login at /?access-type=CONTRACTOR, vendor login at /vendor?access-type=VENDOR. */
export function LoginPage({ accessType }: { accessType: AccessType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A visitor who is still signed in skips the form. The probe's 401 must not redirect (spec §8).
  const probe = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => probeCurrentUser(signal),
    retry: false,
    refetchOnWindowFocus: false,
  });

  const onSignedIn = (user: CurrentUser) => {
    queryClient.setQueryData(queryKeys.currentUser, user);
    void navigate(homePathFor(user.type), { replace: true });
  };

  if (probe.data) return <Navigate to={homePathFor(probe.data.type)} replace />;

  const copy = COPY[accessType];
  return (
    <AuthLayout
      title={copy.title}
      subtitle={copy.subtitle}
      testId={`login-page-${accessType.toLowerCase()}`}
    >
      <LoginForm accessType={accessType} onSignedIn={onSignedIn} />
      <div className="form-narrow">
        <Divider plain style={{ margin: '24px 0 16px' }} />
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
    </AuthLayout>
  );
}
