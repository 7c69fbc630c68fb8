import { Alert, Button, Form } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, withSupportEmail } from '@laydown/domain';
import { resetPassword } from '../../../api/account';
import { BackToLogin } from './back-to-login';
import { NewPasswordFields } from '../../../components/new-password-fields';

interface ResetValues {
  password: string;
  password_confirmation: string;
}

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
  onBack: () => void;
}

/** A new password with the mailed token (§2); on success the page returns to sign-in. */
export function ResetPasswordForm({ token, onDone, onBack }: ResetPasswordFormProps) {
  const mutation = useMutation({
    mutationFn: (values: ResetValues) => resetPassword({ ...values, reset_password_token: token }),
    onSuccess: onDone,
  });
  return (
    <Form<ResetValues>
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => mutation.mutate(values)}
      className="form-narrow"
      size="large"
    >
      <NewPasswordFields testId="reset-password" label="New password" prefix={<LockOutlined />} />
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={withSupportEmail(MESSAGES.account.resetFailed)}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid="reset-password-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="reset-password-submit"
      >
        Reset Password
      </Button>
      <BackToLogin onClick={onBack} />
    </Form>
  );
}
