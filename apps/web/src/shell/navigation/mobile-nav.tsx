import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import type { NavGroup } from './nav-model';
import { NotificationBell } from './notification-bell';

// antd's Drawer is not needed until the menu is opened (decision 0061).
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })),
);

interface MobileNavProps {
  groups: NavGroup[];
  user: CurrentUser;
}

/** Below the md breakpoint the whole bar folds into a drawer of 378 px (spec §2, §9). */
export function MobileNav({ groups, user }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so it closes with its animation.
  const [opened, setOpened] = useState(false);

  return (
    <>
      <NotificationBell user={user} />
      <Button
        type="text"
        size="large"
        icon={<MenuOutlined />}
        aria-label="Open navigation"
        aria-expanded={open}
        data-testid="nav-open"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer groups={groups} user={user} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
