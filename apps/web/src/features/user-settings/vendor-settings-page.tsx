import { App, Button, Card, Descriptions, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@laydown/domain';
import { requestPasswordReset } from '../../api/account';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../shell/current-user';
import { forgotPasswordFailure } from '../access/modes/forgot-password-form';
import { PasswordChangeForm } from './password-change-form';

/**
 * /vendor/user_settings: a vendor user's account and password: changed with the old one (PUT
 * /api/users, as contractors do), or through a mailed link for who forgot it (decision 0016).
 */
export function VendorSettingsPage() {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const send = useMutation({
    mutationFn: () => requestPasswordReset(user.email, 'VENDOR'),
    onSuccess: () => void message.success(MESSAGES.account.resetSent, 10),
    onError: (error) => void message.error(forgotPasswordFailure(error)),
  });
  return (
    <div data-testid="vendor-settings-page">
      <PageHeader title="Settings" />
      {/* Cards as wide as what they hold, not the whole screen; the long button wraps on phones. */}
      <div className="settings-column">
        <Card title="Account" variant="borderless" style={{ marginBottom: 24 }}>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'name',
                label: 'Name',
                children: `${user.first_name} ${user.last_name}`.trim(),
              },
              { key: 'email', label: 'Email', children: user.email },
              ...(user.account
                ? [{ key: 'vendor', label: 'Vendor', children: user.account.name }]
                : []),
            ]}
          />
        </Card>
        <Card title="Password" variant="borderless" style={{ marginBottom: 24 }}>
          <PasswordChangeForm />
        </Card>
        <Card title="Forgot your password?" variant="borderless">
          <Typography.Paragraph>
            We can mail a link to {user.email} instead; it opens a page where you choose a new one.
          </Typography.Paragraph>
          <Button
            loading={send.isPending}
            onClick={() => send.mutate()}
            className="wrapping-button"
            data-testid="vendor-password-link"
          >
            Mail me a link to change my password
          </Button>
        </Card>
      </div>
    </div>
  );
}
