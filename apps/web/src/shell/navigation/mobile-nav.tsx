import { useState } from 'react';
import { Button, Drawer, Typography } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import type { NavGroup } from './nav-model';
import { NavGroupsList } from './nav-groups-list';
import { UserAvatar } from './user-avatar';

interface MobileNavProps {
  groups: NavGroup[];
  user: CurrentUser;
}

/** Below the md breakpoint the whole bar folds into a drawer of 378 px (spec §2, §9). */
export function MobileNav({ groups, user }: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const account = groups.find((group) => group.key === 'user');

  return (
    <>
      <Button
        type="text"
        size="large"
        icon={<MenuOutlined />}
        aria-label="Open navigation"
        aria-expanded={open}
        data-testid="nav-open"
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={close}
        placement="right"
        size={DRAWER_WIDTH.navigation}
        styles={{ body: { padding: '8px 12px 24px' } }}
        title={
          <span className="nav-drawer__title">
            <UserAvatar user={user} size={36} />
            <span className="nav-drawer__who">
              <Typography.Text strong ellipsis>
                {account?.caption}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, fontWeight: 400 }}>
                {user.email}
              </Typography.Text>
            </span>
          </span>
        }
        data-testid="nav-drawer"
      >
        <NavGroupsList groups={groups} onSelect={close} />
      </Drawer>
    </>
  );
}
