import { createContext, useContext } from 'react';
import type { CurrentUser } from '@laydown/contracts';

/** Filled by the auth guard, so every page under it has a signed-in user without loading states. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is only available under the auth guard');
  return user;
}
