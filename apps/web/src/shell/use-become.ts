import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { errorMessage } from '../api/api-error';
import { queryKeys } from '../api/query-keys';

/**
 * Switching company, impersonating or stopping: the session now speaks for another company or
 * person, so nothing cached for the old one may be shown. Lands on `to` with the new user.
 */
export function useBecome<A>(fn: (arg: A) => Promise<CurrentUser>, to: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (user) => {
      // Everything but the user goes; the user is replaced in place, so the guard shows the new one.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0],
      });
      queryClient.setQueryData(queryKeys.currentUser, user);
      await navigate(to, { replace: true });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
}
