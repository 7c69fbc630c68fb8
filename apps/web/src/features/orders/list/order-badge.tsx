import { Tag } from 'antd';
import type { OrderState } from '@laydown/domain';
import { STATE_LOOK } from './order-state-look';

/** procurement-core §4 "Status badge width 140". */
export const STATUS_BADGE_WIDTH = 140;

/** An order's status badge: the API's §4 label, coloured by state, 140 px wide. */
export function OrderBadge({ state, label }: { state: OrderState; label: string }) {
  const look = STATE_LOOK[state];
  return (
    <Tag
      className="order-badge"
      style={{
        width: STATUS_BADGE_WIDTH,
        color: look.text,
        background: look.tint,
        borderColor: look.text,
      }}
      title={label}
      data-testid="order-badge"
    >
      {label}
    </Tag>
  );
}
