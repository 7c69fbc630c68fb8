import {
  listOf,
  pendingInvitation,
  pendingInvitationAnswer,
  type PendingInvitation,
  type PendingInvitationAnswer,
} from '@laydown/contracts';
import { http } from './http-client';

const pendingList = listOf(pendingInvitation);

/** Companies waiting for the signed-in person to accept or decline (decision 0029). */
export function fetchPendingInvitations(signal?: AbortSignal): Promise<PendingInvitation[]> {
  return http
    .request('/api/user/invitations', { schema: pendingList, signal, bypassAuthRedirect: true })
    .then((b) => b.records);
}

export function answerInvitation(
  id: number,
  answer: 'accept' | 'decline',
): Promise<PendingInvitationAnswer> {
  return http.request(`/api/user/invitations/${id}/${answer}`, {
    method: 'POST',
    schema: pendingInvitationAnswer,
  });
}
