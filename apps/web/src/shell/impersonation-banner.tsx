import { Alert, Button } from 'antd';
import { sentence } from '@laydown/domain';
import { stopImpersonation } from '../api/companies';
import { useCurrentUser } from './current-user';
import { useBecome } from './use-become';

/** Support staff acting as someone always see whom they act as, and the way back. */
export function ImpersonationBanner() {
  const user = useCurrentUser();
  const stop = useBecome(() => stopImpersonation(), '/internal/companies');
  if (!user.impersonator) return null;
  const who = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <Alert
      banner
      type="warning"
      showIcon
      title={`${sentence(`You are acting as ${who} (${user.email}) of ${user.account?.name ?? 'this company'}`)} Everything you do is recorded.`}
      action={
        <Button
          size="small"
          loading={stop.isPending}
          onClick={() => stop.mutate(undefined)}
          data-testid="stop-impersonating"
        >
          Stop impersonating
        </Button>
      }
      data-testid="impersonation-banner"
    />
  );
}
