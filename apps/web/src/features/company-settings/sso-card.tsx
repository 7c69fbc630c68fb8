import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Typography } from 'antd';
import { EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/api-error';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { EmailDomainsSection } from './email-domains-section';
import { SsoDrawer } from './sso-drawer';
import { useSsoSettings } from './use-sso-settings';

const STATUS_LOOK = {
  enabled: { label: 'Enabled', color: 'green' },
  disabled: { label: 'Disabled', color: 'default' },
} as const;

/** Company settings: the OpenID Connect provider contractors of this company sign in with. */
export function SsoCard() {
  const settings = useSsoSettings(true);
  const [editing, setEditing] = useState(false);
  const sso = settings.data?.sso ?? null;

  let body;
  if (settings.isError) {
    body = (
      <Result
        status="warning"
        title="The settings could not be loaded"
        subTitle={errorMessage(settings.error)}
      />
    );
  } else if (!sso) {
    body = (
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="sso-empty">
        Single sign-on is not set up. With it, your people sign in through your company&apos;s
        identity provider (OpenID Connect) instead of a Laydown password.
      </Typography.Paragraph>
    );
  } else {
    body = (
      <>
        {sso.client_secret_readable ? null : (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="The stored client secret cannot be read with this server's SECRET_KEY. Enter it again to restore single sign-on."
            data-testid="sso-secret-warning"
          />
        )}
        <Descriptions
          column={1}
          size="small"
          data-testid="sso-summary"
          items={[
            {
              key: 'status',
              label: 'Status',
              children: (
                <StatusBadge status={sso.enabled ? 'enabled' : 'disabled'} look={STATUS_LOOK} />
              ),
            },
            {
              key: 'issuer',
              label: 'Issuer',
              children: <span style={{ overflowWrap: 'anywhere' }}>{sso.issuer}</span>,
            },
            {
              key: 'client',
              label: 'Client ID',
              children: <span style={{ overflowWrap: 'anywhere' }}>{sso.client_id}</span>,
            },
            {
              key: 'secret',
              label: 'Client secret',
              children: sso.has_client_secret ? 'Stored (encrypted)' : '—',
            },
            {
              key: 'domains',
              label: 'Signs in',
              children: sso.email_domains.length ? (
                <TagList tags={sso.email_domains} />
              ) : (
                'Nobody yet: verify an email domain below'
              ),
            },
          ]}
        />
      </>
    );
  }

  return (
    <Card
      title={
        <span>
          <SafetyCertificateOutlined /> Single sign-on
        </span>
      }
      loading={settings.isPending}
      data-testid="sso-card"
      extra={
        settings.data ? (
          <Button
            icon={sso ? <EditOutlined /> : undefined}
            onClick={() => setEditing(true)}
            data-testid="sso-edit"
          >
            {sso ? 'Edit' : 'Set up'}
          </Button>
        ) : null
      }
    >
      {body}
      {settings.data ? <EmailDomainsSection /> : null}
      {editing && settings.data ? (
        <SsoDrawer
          current={sso}
          redirectUri={settings.data.redirect_uri}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}
