import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@laydown/contracts';
import type { NavGroup } from './nav-model';
import { NavItemView } from './nav-item-view';
import { NotificationBell } from './notification-bell';
import { UserAvatar } from './user-avatar';

// Only staff see it: antd's Tag comes with them, not with every page (decision 0102).
const StaffTag = lazy(() => import('./staff-tag').then((m) => ({ default: m.StaffTag })));

interface DesktopNavProps {
  groups: NavGroup[];
  user: CurrentUser;
}

/**
 * From the md breakpoint up the header holds only who is signed in and their actions; the other
 * groups are in the sidebar (DesktopSider), which has room for every area as the product grows.
 */
export function DesktopNav({ groups, user }: DesktopNavProps) {
  const account = groups.find((group) => group.key === 'user');
  return (
    <div className="nav-bar__end">
      {user.is_laydown ? (
        <Suspense fallback={null}>
          <StaffTag />
        </Suspense>
      ) : null}
      <NotificationBell user={user} />
      {account ? (
        <div className="nav-bar__group" data-testid="nav-group-user">
          <span className="nav-bar__label" data-testid="nav-user-label">
            <UserAvatar user={user} size={28} />
            <span className="nav-bar__label-text">{account.caption}</span>
          </span>
          {account.items.map((item) => (
            <NavItemView key={item.label} item={item} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
