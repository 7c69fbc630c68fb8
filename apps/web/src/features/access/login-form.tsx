import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@laydown/contracts';
import { MESSAGES, type AccessType } from '@laydown/domain';
import { signIn } from '../../api/auth';
import { errorMessage } from '../../api/api-error';
import { emailRules, normalizeEmailInput } from '../../components/form-rules';

interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  accessType: AccessType;
  onSignedIn: (user: CurrentUser) => void;
}

/** Email, password, remember me (spec §2 Sign-in screen, §5 Login). */
export function LoginForm({ accessType, onSignedIn }: LoginFormProps) {
  const mutation = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });

  const submit = (values: LoginFormValues) => {
    mutation.mutate({
      user: {
        email: values.email,
        password: values.password,
        remember_me: values.remember ? '1' : '0',
        access_type: accessType,
      },
    });
  };

  return (
    <Form<LoginFormValues>
      name={`login-${accessType.toLowerCase()}`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', remember: true }}
      onFinish={submit}
      className="form-narrow"
      size="large"
    >
      <Form.Item
        label="Email"
        name="email"
        validateTrigger="onBlur"
        normalize={normalizeEmailInput}
        rules={emailRules(MESSAGES.login.emailRequired, MESSAGES.login.emailInvalid)}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder="you@company.com"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-email"
        />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[{ required: true, message: MESSAGES.login.passwordRequired }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="Password"
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox data-testid="login-remember">Remember me</Checkbox>
      </Form.Item>
      {mutation.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessage(mutation.error)}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
          role="alert"
        />
      ) : null}
      <Form.Item style={{ marginBottom: 0 }}>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={mutation.isPending}
          data-testid="login-submit"
        >
          Sign In
        </Button>
      </Form.Item>
    </Form>
  );
}
