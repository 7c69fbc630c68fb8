import { Tag } from 'antd';
import { STATUS_BADGE_WIDTH, type OrderState } from '@laydown/domain';
import { STATE_LOOK } from './order-state-look';
import './order-badge.css';

/** An order's status badge: the API's §4 label, coloured by state, 140 px wide (§4). */
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
