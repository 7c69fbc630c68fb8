import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { isNotificationPayload, liveChannels, type CurrentUser } from '@laydown/contracts';
import { useLiveChannel } from '../../api/use-live-channel';
import { onDemand, preload, useOnDemand } from '../../components/on-demand';
import type { ReceivedNotification } from './received-notification';
import './notification-bell.css';

/** What the bell keeps: the newest first, this many at most. */
const KEPT = 20;

const popover = onDemand(() => import('./notification-popover'));

/**
 * The notification channel's messages while the app is open (decision 0093): a vendor's answer,
 * quote or shipment on an order the user made or watches. The unread count is on the bell;
 * opening the list reads them. Not stored: a reload starts empty (the spec's inbox is not built).
 * The count and the list come as their own chunk when first needed (decision 0102); until then
 * the bell is a plain button in a box of the badge's shape, so nothing moves when it comes.
 */
export function NotificationBell({ user }: { user: CurrentUser }) {
  const [items, setItems] = useState<ReceivedNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const loaded = useOnDemand(popover, open || unread > 0 || items.length > 0);
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
  // The button is drawn anew inside the popover: a keyboard user's focus stays on it.
  useEffect(() => {
    if (loaded && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [loaded]);
  if (user.type !== 'CONTRACTOR') return null;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setUnread(0);
  };
  const bell = (
    <Button
      ref={button}
      type="text"
      icon={<BellOutlined />}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-expanded={open}
      data-testid="notification-bell"
      {...(loaded
        ? {}
        : {
            onPointerEnter: () => preload(popover),
            onFocus: () => preload(popover),
            onClick: () => {
              refocus.current = document.activeElement === button.current;
              onOpenChange(true);
            },
          })}
    />
  );
  if (!loaded) return <span className="notification-bell">{bell}</span>;
  return (
    <loaded.NotificationPopover
      items={items}
      unread={unread}
      open={open}
      onOpenChange={onOpenChange}
    >
      {bell}
    </loaded.NotificationPopover>
  );
}
