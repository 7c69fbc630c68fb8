import { Avatar } from 'antd';
import type { CurrentUser } from '@laydown/contracts';

export function UserAvatar({ user, size = 32 }: { user: CurrentUser; size?: number }) {
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <Avatar size={size} style={{ backgroundColor: '#1d4ed8', flexShrink: 0 }}>
      {initials || '?'}
    </Avatar>
  );
}
