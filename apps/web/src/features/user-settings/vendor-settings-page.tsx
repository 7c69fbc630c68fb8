import { App, Button, Card, Descriptions, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '@laydown/domain';
import { requestPasswordReset } from '../../api/account';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../shell/current-user';
import { forgotPasswordFailure } from '../access/modes/forgot-password-form';

/**
 * /vendor/user_settings: a vendor user's account and password. The password is changed through a
 * mailed link (decision 0016's vendor reset), which works for vendor accounts today; the server's
 * old-password change (PUT /users) serves contractors only so far.
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
      <Card title="Account" variant="borderless" style={{ marginBottom: 24 }}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'name', label: 'Name', children: `${user.first_name} ${user.last_name}`.trim() },
            { key: 'email', label: 'Email', children: user.email },
            ...(user.account
              ? [{ key: 'vendor', label: 'Vendor', children: user.account.name }]
              : []),
          ]}
        />
      </Card>
      <Card title="Password" variant="borderless">
        <Typography.Paragraph>
          To change your password we mail a link to {user.email}; it opens a page where you choose
          the new one.
        </Typography.Paragraph>
        <Button
          type="primary"
          loading={send.isPending}
          onClick={() => send.mutate()}
          data-testid="vendor-password-link"
        >
          Mail me a link to change my password
        </Button>
      </Card>
    </div>
  );
}
