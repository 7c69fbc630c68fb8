import { Alert, App, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, TEXT_LIMITS } from '@laydown/domain';
import { changePassword } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { NewPasswordFields } from '../../components/new-password-fields';

interface ChangeValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** §8: the old-password text when the server flags current_password, else the general one. */
export function passwordChangeFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429) return error.message;
  const flagged =
    isApiError(error) &&
    Object.keys(error.fields ?? {}).some((k) => k.endsWith('current_password'));
  return flagged ? MESSAGES.account.oldPasswordMismatch : MESSAGES.account.updateFailed;
}

/** Password change page (§2): old password, new password, confirmation. */
export function PasswordChangeForm() {
  const [form] = Form.useForm<ChangeValues>();
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void message.success(MESSAGES.account.updated);
      form.resetFields();
    },
  });
  return (
    <Form<ChangeValues>
      form={form}
      name="password-change"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => mutation.mutate(values)}
      className="form-narrow"
      style={{ margin: 0 }}
    >
      <Form.Item
        label="Old password"
        name="current_password"
        rules={[{ required: true, message: MESSAGES.account.oldPasswordRequired }]}
      >
        <Input.Password
          autoComplete="current-password"
          maxLength={TEXT_LIMITS.password}
          data-testid="old-password"
        />
      </Form.Item>
      <NewPasswordFields
        testId="new-password"
        label="New password"
        confirmLabel="Confirm new password"
      />
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={passwordChangeFailure(mutation.error)}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid="password-change-error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={mutation.isPending}
        data-testid="password-change-submit"
      >
        Update password
      </Button>
    </Form>
  );
}
