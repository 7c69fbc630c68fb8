import { Alert, Button, Form, Input, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, TEXT_LIMITS } from '@laydown/domain';
import { registerRequester } from '../../../api/account';
import { isApiError } from '../../../api/api-error';
import { emailRules, normalizeEmailInput } from '../../../components/form-rules';
import { BackToLogin } from './back-to-login';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PersonNameFields } from '../../../components/person-name-fields';

interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

interface RegisterRequesterFormProps {
  urlExtension: string;
  initial: { first_name: string; last_name: string; email: string };
  onBack: () => void;
}

/** §8: the server's text, else 'Unknown registration error, please contact the support address'. */
function failure(error: unknown): string {
  return isApiError(error) && error.status > 0 && error.status < 500
    ? error.message
    : MESSAGES.registration.requesterFailed;
}

/** Registration for a material requester through a public order form (§2). */
export function RegisterRequesterForm({
  urlExtension,
  initial,
  onBack,
}: RegisterRequesterFormProps) {
  const mutation = useMutation({
    mutationFn: (values: RegisterValues) =>
      registerRequester({ ...values, public_order_form_url_extension: urlExtension }),
  });
  if (mutation.isSuccess) {
    return (
      <div className="form-narrow" data-testid="registration-done">
        <Result
          status="success"
          title={MESSAGES.registration.congratulations}
          subTitle={mutation.data}
          style={{ padding: '8px 0' }}
        />
        <BackToLogin onClick={onBack} />
      </div>
    );
  }
  return (
    <Form<RegisterValues>
      name="register-requester"
      layout="vertical"
      requiredMark={false}
      initialValues={{ ...initial, email: normalizeEmailInput(initial.email) }}
      onFinish={(values) => mutation.mutate(values)}
      className="form-narrow"
      size="large"
    >
      <PersonNameFields testIdPrefix="register" />
      <Form.Item
        label="Email"
        name="email"
        normalize={normalizeEmailInput}
        rules={emailRules(MESSAGES.account.emailRequired, MESSAGES.account.emailInvalid)}
      >
        <Input
          maxLength={TEXT_LIMITS.email}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          data-testid="register-email"
        />
      </Form.Item>
      <NewPasswordFields testId="register-password" validateOnBlur />
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={failure(mutation.error)}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid="register-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="register-submit"
      >
        Register
      </Button>
      <BackToLogin onClick={onBack} />
    </Form>
  );
}
