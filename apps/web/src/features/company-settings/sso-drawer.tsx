import { Form, Input, Switch, Typography } from 'antd';
import type { SsoConfiguration } from '@laydown/contracts';
import { issuerProblem, SSO_SETTINGS_MESSAGES } from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { useSaveSsoSettings } from './use-sso-settings';

interface SsoValues {
  sso: {
    issuer: string;
    client_id: string;
    client_secret: string;
    enabled: boolean;
  };
}

/** The same rules as the server's (packages/domain), checked as the admin types. */
const issuerRule = {
  validator: (_: unknown, value: string | undefined) => {
    const problem = issuerProblem(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

interface SsoDrawerProps {
  current: SsoConfiguration | null;
  redirectUri: string;
  onClose: () => void;
}

/** Set up or change the company's OpenID Connect provider (decision 0009). */
export function SsoDrawer({ current, redirectUri, onClose }: SsoDrawerProps) {
  const [form] = Form.useForm<SsoValues>();
  const save = useSaveSsoSettings();
  const keepsSecret = current?.has_client_secret === true && current.client_secret_readable;
  return (
    <DrawerForm<SsoValues>
      title={current ? 'Single sign-on settings' : 'Set up single sign-on'}
      form={form}
      submitLabel="Save"
      onClose={onClose}
      successMessage="The single sign-on settings were saved."
      testId="sso-drawer"
      initialValues={{
        sso: {
          issuer: current?.issuer ?? '',
          client_id: current?.client_id ?? '',
          client_secret: '',
          enabled: current?.enabled ?? true,
        },
      }}
      onSubmit={({ sso }) =>
        save.mutateAsync({
          ...sso,
          client_secret: sso.client_secret.trim() || undefined,
        })
      }
    >
      <Typography.Paragraph type="secondary">
        Register this redirect URI with your provider:
        <Typography.Text
          copyable
          style={{ display: 'block', wordBreak: 'break-all', fontFamily: 'monospace' }}
          data-testid="sso-redirect-uri"
        >
          {redirectUri}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        label="Issuer URL"
        name={['sso', 'issuer']}
        required
        rules={[issuerRule]}
        extra="The provider's address, e.g. https://login.example.com/realms/acme"
      >
        <Input inputMode="url" autoComplete="off" spellCheck={false} data-testid="sso-issuer" />
      </Form.Item>
      <Form.Item
        label="Client ID"
        name={['sso', 'client_id']}
        rules={[
          { required: true, whitespace: true, message: SSO_SETTINGS_MESSAGES.clientIdRequired },
        ]}
      >
        <Input autoComplete="off" spellCheck={false} data-testid="sso-client-id" />
      </Form.Item>
      <Form.Item
        label="Client secret"
        name={['sso', 'client_secret']}
        rules={
          keepsSecret
            ? []
            : [
                {
                  required: true,
                  whitespace: true,
                  message: SSO_SETTINGS_MESSAGES.clientSecretRequired,
                },
              ]
        }
        extra={
          keepsSecret
            ? 'Leave blank to keep the stored secret.'
            : 'Stored encrypted; never shown again.'
        }
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={keepsSecret ? '••••••••  (stored)' : undefined}
          data-testid="sso-client-secret"
        />
      </Form.Item>
      <Form.Item label="Enabled" name={['sso', 'enabled']} valuePropName="checked">
        <Switch data-testid="sso-enabled" />
      </Form.Item>
    </DrawerForm>
  );
}
