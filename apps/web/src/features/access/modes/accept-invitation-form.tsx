import { useEffect } from 'react';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@laydown/contracts';
import {
  ACCESS_MESSAGES,
  MESSAGES,
  withSupportEmail,
  type AccessType,
  TEXT_LIMITS,
} from '@laydown/domain';
import { acceptInvitation, fetchInvitation } from '../../../api/company-users';
import { errorMessage, isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { BackToLogin } from './back-to-login';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PersonNameFields } from '../../../components/person-name-fields';

interface AcceptValues {
  first_name: string;
  last_name: string;
  phone_number?: string;
  password: string;
  password_confirmation: string;
}

interface AcceptInvitationFormProps {
  token: string;
  accessType: AccessType;
  initialNames: { first_name: string; last_name: string };
  onAccepted: (user: CurrentUser) => void;
  onExpired: () => void;
  onBack: () => void;
}

/** §8: the server's text, else 'Registration error, please contact {email}'. */
function registrationFailure(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? error.message
    : withSupportEmail(MESSAGES.registration.invitationFailed);
}

/** Invitation registration form (§2): names, phone (not for vendors), password and confirmation. */
export function AcceptInvitationForm(props: AcceptInvitationFormProps) {
  const { token, onExpired } = props;
  const info = useQuery({
    queryKey: queryKeys.invitation(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const expired = info.data?.expired === true;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  const mutation = useMutation({
    mutationFn: (values: AcceptValues) =>
      acceptInvitation({
        ...values,
        phone_number: values.phone_number || undefined,
        invitation_token: token,
      }),
    onSuccess: props.onAccepted,
    onError: (error) => {
      if (isApiError(error) && error.code === 'invitation_expired') onExpired();
    },
  });

  if (info.isPending) return <Skeleton active className="form-narrow" />;
  if (info.isError) {
    return (
      <div className="form-narrow">
        <Alert
          type="error"
          showIcon
          title={errorMessage(info.error)}
          data-testid="invitation-invalid"
        />
        <BackToLogin onClick={props.onBack} />
      </div>
    );
  }
  if (info.data.has_account) {
    // Someone with an account accepts after signing in (decision 0029), never with the token.
    return (
      <div className="form-narrow" data-testid="invitation-sign-in">
        <Alert
          type="info"
          showIcon
          title={`Join ${info.data.company_name} as ${info.data.email}`}
          description={ACCESS_MESSAGES.invitation.signInToAccept}
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" block size="large" onClick={props.onBack}>
          Sign in
        </Button>
      </div>
    );
  }
  return (
    <Form<AcceptValues>
      name="accept-invitation"
      layout="vertical"
      requiredMark={false}
      initialValues={props.initialNames}
      onFinish={(values) => mutation.mutate(values)}
      className="form-narrow"
      size="large"
    >
      <Alert
        type="info"
        title={`Join ${info.data.company_name} as ${info.data.email}`}
        style={{ marginBottom: 16 }}
        data-testid="invitation-info"
      />
      <PersonNameFields testIdPrefix="invite" />
      {props.accessType === 'VENDOR' ? null : (
        <Form.Item label="Phone number" name="phone_number">
          <Input
            type="tel"
            autoComplete="tel"
            maxLength={TEXT_LIMITS.phone}
            data-testid="invite-phone"
          />
        </Form.Item>
      )}
      <NewPasswordFields testId="invite-password" validateOnBlur />
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={registrationFailure(mutation.error)}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid="accept-invitation-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="invite-register"
      >
        Register
      </Button>
      <BackToLogin onClick={props.onBack} />
    </Form>
  );
}
