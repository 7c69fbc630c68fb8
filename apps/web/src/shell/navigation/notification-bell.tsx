import { useState } from 'react';
import { Badge, Button, Popover } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  isNotificationPayload,
  liveChannels,
  type CurrentUser,
  type LiveNotificationPayload,
} from '@laydown/contracts';
import { useLiveChannel } from '../../api/use-live-channel';
import './notification-bell.css';

/** What the bell keeps: the newest first, this many at most. */
const KEPT = 20;

interface Received extends LiveNotificationPayload {
  id: number;
  at: string;
}

/**
 * The notification channel's messages while the app is open (decision 0093): a vendor's answer,
 * quote or shipment on an order the user made or watches. The unread count is on the bell;
 * opening the list reads them. Not stored: a reload starts empty (the spec's inbox is not built).
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const [items, setItems] = useState<Received[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  useLiveChannel(
    user.type === 'CONTRACTOR' ? liveChannels.notification(user.id) : null,
    (payload, message) => {
      if (!isNotificationPayload(payload)) return;
      setItems((current) =>
        current.some((item) => item.id === message.id)
          ? current
          : [{ ...payload, id: message.id, at: new Date().toISOString() }, ...current].slice(
              0,
              KEPT,
            ),
      );
      setUnread((count) => count + 1);
    },
  );
  if (user.type !== 'CONTRACTOR') return null;
  const list =
    items.length === 0 ? (
      <p className="notification-empty">No notifications yet.</p>
    ) : (
      <ul className="notification-list" data-testid="notification-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/order/${item.order_id}`} onClick={() => setOpen(false)}>
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
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUnread(0);
      }}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          aria-expanded={open}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
