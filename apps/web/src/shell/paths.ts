import type { CurrentUser } from '@laydown/contracts';
import type { AccessType, HomePage } from '@laydown/domain';

/** Where each kind of user lands after signing in (contractors at /home, vendors under /vendor). */
export function homePathFor(type: AccessType): string {
  return type === 'VENDOR' ? '/vendor/home' : '/home';
}

/** The sign-in page of each access type, as the chooser links to it. */
export function loginPathFor(type: AccessType): string {
  return type === 'VENDOR' ? '/vendor?access-type=VENDOR' : '/?access-type=CONTRACTOR';
}

/** The areas a contractor may choose as home page (§1); each area's route is its list. */
export const HOME_PAGE_PATHS: Record<HomePage, string> = {
  Projects: '/projects',
  Orders: '/orders',
  Invoices: '/invoices',
  Inventory: '/inventory',
};

/**
 * Where a user lands after signing in: the chosen home page, else the default home. A choice
 * whose page the app does not have yet (Orders, Invoices, Inventory) lands on Home, which says
 * plainly that the area is coming (decision 0031); `hasPage` tells which pages exist (the
 * router's table, see landing.ts).
 */
export function landingPathFor(
  user: Pick<CurrentUser, 'type' | 'home_page'>,
  hasPage: (path: string) => boolean,
): string {
  if (user.type !== 'CONTRACTOR' || !user.home_page) return homePathFor(user.type);
  const chosen = HOME_PAGE_PATHS[user.home_page];
  return hasPage(chosen) ? chosen : homePathFor(user.type);
}
