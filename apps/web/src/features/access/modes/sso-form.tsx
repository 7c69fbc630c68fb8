import { Alert, Button, Form, Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { startSso } from '../../../api/sso';
import { errorMessage } from '../../../api/api-error';
import { emailRules, normalizeEmailInput } from '../../../components/form-rules';

interface SsoFormProps {
  /** The sso_error query parameter the callback returned with (§2). */
  returnedError: string | null;
  /** Leaves for the provider; the browser location in the app, replaceable in tests. */
  go?: (url: string) => void;
}

/** Single sign-on, contractors only (§2): an email, then the company's provider. */
export function SsoForm({
  returnedError,
  go = (url) => window.location.assign(url),
}: SsoFormProps) {
  const mutation = useMutation({ mutationFn: startSso, onSuccess: (url) => go(url) });
  const error = mutation.isError ? errorMessage(mutation.error) : returnedError;
  return (
    <Form<{ email: string }>
      name="sso"
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }) => mutation.mutate(email)}
      className="form-narrow"
    >
      <Form.Item
        label="Work email for single sign-on"
        name="email"
        normalize={normalizeEmailInput}
        rules={emailRules('Please input your email', 'The input is not a valid e-mail')}
        style={{ marginBottom: 12 }}
      >
        <Input inputMode="email" autoCapitalize="none" spellCheck={false} data-testid="sso-email" />
      </Form.Item>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 12 }}
          role="alert"
          data-testid="sso-error"
        />
      ) : null}
      <Button
        block
        icon={<SafetyCertificateOutlined />}
        htmlType="submit"
        loading={mutation.isPending || mutation.isSuccess}
        data-testid="sso-submit"
      >
        Continue with single sign-on
      </Button>
    </Form>
  );
}
