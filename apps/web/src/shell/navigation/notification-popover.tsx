import type { ReactElement } from 'react';
import { Badge, Popover } from 'antd';
import { Link } from 'react-router';
import type { ReceivedNotification } from './received-notification';

interface NotificationPopoverProps {
  items: ReceivedNotification[];
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell's button. */
  children: ReactElement;
}

/**
 * The bell's unread count and list: antd's Badge and Popover, loaded when there is something to
 * count or the bell is first pressed, not with every page (decision 0102).
 */
export function NotificationPopover({
  items,
  unread,
  open,
  onOpenChange,
  children,
}: NotificationPopoverProps) {
  const list =
    items.length === 0 ? (
      <p className="notification-empty">No notifications yet.</p>
    ) : (
      <ul className="notification-list" data-testid="notification-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/order/${item.order_id}`} onClick={() => onOpenChange(false)}>
              {item.message}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Notifications"
      content={list}
      open={open}
      onOpenChange={onOpenChange}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        {children}
      </Badge>
    </Popover>
  );
}
