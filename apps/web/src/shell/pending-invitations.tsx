import { Alert, App, Button, Space } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerInvitation, fetchPendingInvitations } from '../api/invitations';
import { errorMessage } from '../api/api-error';
import { queryKeys } from '../api/query-keys';
import { roleLabel } from '../features/company-users/user-status';
import { useCurrentUser } from './current-user';

/**
 * Invitations of other companies wait here until the person answers (decision 0029): joining a
 * company is always their own choice, made while signed in.
 */
export function PendingInvitations() {
  const user = useCurrentUser();
  const contractor = user.type === 'CONTRACTOR' && !user.impersonator;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const pending = useQuery({
    queryKey: queryKeys.pendingInvitations,
    queryFn: ({ signal }) => fetchPendingInvitations(signal),
    enabled: contractor,
    staleTime: 60_000,
  });
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
  if (!contractor || !pending.data?.length) return null;
  return (
    <div data-testid="pending-invitations">
      {pending.data.map((inv) => (
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
