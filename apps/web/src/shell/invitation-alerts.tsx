import { Alert, App, Button, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingInvitation } from '@laydown/contracts';
import { answerInvitation } from '../api/invitations';
import { errorMessage } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { roleLabel } from '../features/company-users/user-status';

/** The invitations waiting for an answer, each with Accept and Decline (decision 0029). */
export function InvitationAlerts({ invitations }: { invitations: PendingInvitation[] }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const answer = useMutation({
    mutationFn: (v: { id: number; answer: 'accept' | 'decline' }) =>
      answerInvitation(v.id, v.answer),
    onSuccess: async (result) => {
      void message.success(result.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvitations });
      await queryClient.invalidateQueries({ queryKey: queryKeys.myCompanies });
    },
    onError: (e) => void message.error(errorMessage(e)),
  });
  return (
    <div data-testid="pending-invitations">
      {invitations.map((inv) => (
        <Alert
          key={inv.id}
          banner
          type="info"
          showIcon
          title={`${inv.company_name} invited you to join as ${roleLabel(inv.role_name)}.`}
          action={
            <Space wrap>
              <Button
                size="small"
                type="primary"
                loading={answer.isPending && answer.variables.id === inv.id}
                onClick={() => answer.mutate({ id: inv.id, answer: 'accept' })}
                data-testid={`accept-invitation-${inv.id}`}
              >
                Accept
              </Button>
              <Button
                size="small"
                disabled={answer.isPending}
                onClick={() => answer.mutate({ id: inv.id, answer: 'decline' })}
                data-testid={`decline-invitation-${inv.id}`}
              >
                Decline
              </Button>
            </Space>
          }
        />
      ))}
    </div>
  );
}
