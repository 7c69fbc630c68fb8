import { Drawer, Typography } from 'antd';
import type { CurrentUser } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import type { NavGroup } from './nav-model';
import { NavGroupsList } from './nav-groups-list';
import { UserAvatar } from './user-avatar';

interface MobileNavDrawerProps {
  groups: NavGroup[];
  user: CurrentUser;
  open: boolean;
  onClose: () => void;
}

/** The navigation drawer of phones: its own chunk, loaded when first opened (decision 0061). */
export function MobileNavDrawer({ groups, user, open, onClose }: MobileNavDrawerProps) {
  const account = groups.find((group) => group.key === 'user');
  return (
    <Drawer
      open={open}
      onClose={onClose}
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
      <NavGroupsList groups={groups} onSelect={onClose} />
    </Drawer>
  );
}
