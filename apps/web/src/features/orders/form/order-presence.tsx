import { useState } from 'react';
import { Avatar, Tooltip } from 'antd';
import { isPresencePayload, liveChannels, type LivePresenceViewer } from '@laydown/contracts';
import { useLiveChannel } from '../../../api/use-live-channel';
import { useCurrentUser } from '../../../shell/current-user';

/** 'Ada Lovelace' → 'AL'; one name → its first letter. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

const SHOWN = 4;
/** White initials on a blue dark enough for small text (axe: 4.5:1). */
const AVATAR_STYLE = { backgroundColor: '#0958d9', color: '#fff' } as const;

/**
 * Who else has this order open (issue 12, beyond the spec; decision 0093): the users the server
 * announces on the order's live channel, as avatars with their initials, the name in a tooltip
 * and in the accessible name. The signed-in user is not shown; nobody else, nothing shown.
 */
export function OrderPresence({ orderId }: { orderId: number }) {
  const user = useCurrentUser();
  const [present, setPresent] = useState<{ viewers: LivePresenceViewer[]; count: number }>({
    viewers: [],
    count: 0,
  });
  useLiveChannel(liveChannels.orderContractor(orderId), (payload) => {
    if (isPresencePayload(payload)) setPresent({ viewers: payload.viewers, count: payload.count });
  });
  const others = present.viewers.filter((v) => v.user_id !== user.id);
  if (others.length === 0) return null;
  const hidden = Math.max(0, present.count - (present.viewers.length - others.length) - SHOWN);
  const names = others.map((v) => v.name).join(', ');
  return (
    <span
      className="order-presence"
      role="group"
      aria-label={`Also viewing this order: ${names}`}
      data-testid="order-presence"
    >
      {others.slice(0, SHOWN).map((viewer) => (
        <Tooltip key={viewer.user_id} title={`${viewer.name} is viewing`}>
          <span role="img" aria-label={`${viewer.name} is viewing`} tabIndex={0}>
            <Avatar size="small" style={AVATAR_STYLE} aria-hidden>
              {initials(viewer.name)}
            </Avatar>
          </span>
        </Tooltip>
      ))}
      {hidden > 0 ? (
        <span role="img" aria-label={`${hidden} more viewing`}>
          <Avatar size="small" style={AVATAR_STYLE} aria-hidden>
            +{hidden}
          </Avatar>
        </span>
      ) : null}
    </span>
  );
}
