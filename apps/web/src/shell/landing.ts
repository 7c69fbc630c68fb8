import { matchRoutes } from 'react-router';
import type { CurrentUser } from '@laydown/contracts';
import { routes } from '../router';
import { landingPathFor } from './paths';

/** True when the router has a page for `path` (not only the catch-all not-found page). */
export function hasPage(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const deepest = matches?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}

/** Where this user lands after signing in, never on a page that does not exist yet. */
export function landingFor(user: Pick<CurrentUser, 'type' | 'home_page'>): string {
  return landingPathFor(user, hasPage);
}
