import { Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { STATUS_BADGE_WIDTH } from '@laydown/domain';
import type { VendorOrderSummary } from '@laydown/contracts';
import type { ListColumn } from '../../components/load-more-table';
import { OrderBadge } from '../orders/list/order-badge';

/** A document's page in the vendor portal. */
export const vendorOrderHref = (order: Pick<VendorOrderSummary, 'id'>) =>
  `/vendor/orders/${order.id}`;

const dash = (value: string | null) => value || '—';
const day = (value: string | null) => (value ? dayjs(value).format('MM/DD/YYYY') : '—');
const kind = (order: VendorOrderSummary) => order.title_type || 'Order';

function DocumentNumber({ order }: { order: VendorOrderSummary }) {
  return (
    <span className="order-number">
      <Typography.Text type="secondary" className="order-number__label">
        {kind(order)}
      </Typography.Text>{' '}
      <Link
        to={vendorOrderHref(order)}
        className="record-link"
        data-testid="vendor-order-open"
        onClick={(event) => event.stopPropagation()}
      >
        {order.order_number}
      </Link>
    </span>
  );
}

const badge = (order: VendorOrderSummary) => <OrderBadge state={order.state} label={order.badge} />;

export const vendorOrderColumns: ListColumn<VendorOrderSummary>[] = [
  {
    key: 'number',
    title: 'Number',
    fixed: true,
    width: 170,
    render: (order) => <DocumentNumber order={order} />,
  },
  { key: 'customer', title: 'Customer', width: 170, ellipsis: true, render: (o) => o.company_name },
  { key: 'project', title: 'Project', width: 170, ellipsis: true, render: (o) => o.project_name },
  { key: 'name', title: 'Name', width: 170, ellipsis: true, render: (o) => dash(o.name) },
  { key: 'status', title: 'Status', width: STATUS_BADGE_WIDTH + 32, render: badge },
  { key: 'expiry', title: 'Quote Expires', width: 130, render: (o) => day(o.quote_expires_at) },
  {
    key: 'updated',
    title: 'Last Updated',
    sortField: 'updated_at',
    width: 130,
    render: (o) => day(o.updated_at),
  },
];

/** The phone layout of one document (below md). */
export function VendorOrderCard({ order }: { order: VendorOrderSummary }) {
  return (
    <div className="order-card" data-testid="vendor-order-card">
      <div className="order-card__top">
        <DocumentNumber order={order} />
        {badge(order)}
      </div>
      <div className="order-card__name">{dash(order.name)}</div>
      <Typography.Text type="secondary">
        {order.company_name} · {order.project_name}
      </Typography.Text>
    </div>
  );
}
