import { useCurrentUser } from '../current-user';
import { useSignOut } from '../use-sign-out';
import { buildNavigation } from './nav-model';

/** The signed-in user's navigation groups, with sign-out wired in. */
export function useNavigation() {
  const user = useCurrentUser();
  const signOut = useSignOut(user.type);
  const groups = buildNavigation(user, {
    signOut: () => signOut.mutate(),
    signingOut: signOut.isPending,
  });
  return { user, groups };
}
