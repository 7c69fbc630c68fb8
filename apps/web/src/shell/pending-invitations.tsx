import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchPendingInvitations } from '../api/invitations';
import { queryKeys } from '../api/query-keys';
import { useCurrentUser } from './current-user';

// Most visits have none: the alerts' code (antd's Alert) comes only with one (decision 0102).
const InvitationAlerts = lazy(() =>
  import('./invitation-alerts').then((m) => ({ default: m.InvitationAlerts })),
);

/**
 * Invitations of other companies wait here until the person answers (decision 0029): joining a
 * company is always their own choice, made while signed in.
 */
export function PendingInvitations() {
  const user = useCurrentUser();
  const contractor = user.type === 'CONTRACTOR' && !user.impersonator;
  const pending = useQuery({
    queryKey: queryKeys.pendingInvitations,
    queryFn: ({ signal }) => fetchPendingInvitations(signal),
    enabled: contractor,
    staleTime: 60_000,
  });
  if (!contractor || !pending.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <InvitationAlerts invitations={pending.data} />
    </Suspense>
  );
}
