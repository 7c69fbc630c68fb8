import { Typography } from 'antd';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { BackToLogin } from './back-to-login';

/** §2 Expired invite screen; the logo (in the layout) also returns to sign-in. */
export function InvitationExpired({ onBack }: { onBack: () => void }) {
  return (
    <div className="form-narrow" data-testid="invitation-expired">
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        Please ask your account administrator to send you a new invite, or contact us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </Typography.Paragraph>
      <BackToLogin onClick={onBack} label="Back to sign in" />
    </div>
  );
}
