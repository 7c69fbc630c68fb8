import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, TEXT_LIMITS } from '@laydown/domain';
import { emailRules, normalizeEmailInput } from '../../../components/form-rules';
import { BackToLogin } from './back-to-login';

interface EmailOnlyFormProps {
  name: string;
  submitLabel: string;
  send: (email: string) => Promise<string>;
  /** The spec's text for a failure (§8), given the error. */
  failure: (error: unknown) => string;
  onBack: () => void;
}

/** Forgot password and resend confirmation: one email field, one button, a way back (§2, §5). */
export function EmailOnlyForm({ name, submitLabel, send, failure, onBack }: EmailOnlyFormProps) {
  const mutation = useMutation({ mutationFn: send });
  return (
    <Form<{ email: string }>
      name={name}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '' }}
      onFinish={({ email }) => mutation.mutate(email)}
      className="form-narrow"
      size="large"
    >
      <Form.Item
        label="Email"
        name="email"
        normalize={normalizeEmailInput}
        rules={emailRules(MESSAGES.account.emailRequired, MESSAGES.account.emailInvalid)}
      >
        <Input
          maxLength={TEXT_LIMITS.email}
          prefix={<MailOutlined />}
          placeholder="you@company.com"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          data-testid={`${name}-email`}
        />
      </Form.Item>
      {mutation.isSuccess ? (
        <Alert
          type="success"
          showIcon
          title={mutation.data}
          style={{ marginBottom: 16 }}
          data-testid={`${name}-success`}
        />
      ) : null}
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={failure(mutation.error)}
          style={{ marginBottom: 16 }}
          role="alert"
          data-testid={`${name}-error`}
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid={`${name}-submit`}
      >
        {submitLabel}
      </Button>
      <BackToLogin onClick={onBack} />
    </Form>
  );
}
