import { useState } from 'react';
import { Form, Input, Select, Switch, Typography } from 'antd';
import type { SsoConfiguration } from '@laydown/contracts';
import {
  isDomainName,
  issuerProblem,
  normalizeDomains,
  SSO_SETTINGS_MESSAGES,
} from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { submitError } from '../../components/submit-errors';
import { useSaveSsoSettings } from './use-sso-settings';

interface SsoValues {
  sso: {
    issuer: string;
    client_id: string;
    client_secret: string;
    email_domains: string[];
    enabled: boolean;
  };
}

const FIELDS = ['issuer', 'client_id', 'client_secret', 'email_domains', 'enabled'].map((f) => [
  'sso',
  f,
]);

/** The same rules as the server's (packages/domain), checked as the admin types. */
const issuerRule = {
  validator: (_: unknown, value: string | undefined) => {
    const problem = issuerProblem(value ?? '');
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
const domainsRule = {
  validator: (_: unknown, value: string[] | undefined) => {
    const domains = normalizeDomains(value ?? []);
    const bad = domains.find((d) => !isDomainName(d));
    if (bad) return Promise.reject(new Error(SSO_SETTINGS_MESSAGES.domainInvalid(bad)));
    if (domains.length === 0)
      return Promise.reject(new Error(SSO_SETTINGS_MESSAGES.domainsRequired));
    return Promise.resolve();
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
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSsoSettings();
  const keepsSecret = current?.has_client_secret === true && current.client_secret_readable;
  return (
    <DrawerForm<SsoValues>
      open
      title={current ? 'Single sign-on settings' : 'Set up single sign-on'}
      form={form}
      submitLabel="Save"
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      testId="sso-drawer"
      initialValues={{
        sso: {
          issuer: current?.issuer ?? '',
          client_id: current?.client_id ?? '',
          client_secret: '',
          email_domains: current?.email_domains ?? [],
          enabled: current?.enabled ?? true,
        },
      }}
      onSubmit={({ sso }) => {
        setError(null);
        save.mutate(
          {
            ...sso,
            email_domains: normalizeDomains(sso.email_domains),
            client_secret: sso.client_secret.trim() || undefined,
          },
          { onSuccess: onClose, onError: (e) => setError(submitError(form, e, FIELDS)) },
        );
      }}
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
      <Form.Item
        label="Email domains"
        name={['sso', 'email_domains']}
        required
        rules={[domainsRule]}
        extra="People whose address ends in one of these sign in through this provider. Press Enter after each."
      >
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', ' ']}
          aria-label="Email domains"
          data-testid="sso-domains"
        />
      </Form.Item>
      <Form.Item label="Enabled" name={['sso', 'enabled']} valuePropName="checked">
        <Switch data-testid="sso-enabled" />
      </Form.Item>
    </DrawerForm>
  );
}
