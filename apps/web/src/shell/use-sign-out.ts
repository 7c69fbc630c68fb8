import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccessType } from '@laydown/domain';
import { signOut } from '../api/auth';
import { errorMessage } from '../api/api-error';
import { loginPathFor } from './paths';

/** Ends the session, forgets everything cached for this user and returns to their login page. */
export function useSignOut(type: AccessType) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Clear before leaving: the login page would otherwise find the old user in the cache and
      // send the visitor straight back home. Removing queries does not make the guard refetch.
      queryClient.clear();
      await navigate(loginPathFor(type), { replace: true });
    },
    onError: (error) => {
      void message.error(errorMessage(error));
    },
  });
}
