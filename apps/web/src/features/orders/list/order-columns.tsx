import { Typography } from 'antd';
import dayjs from 'dayjs';
import type { OrderListRecord } from '@laydown/contracts';
import type { ListColumn } from '../../../components/load-more-table';
import { RecordLink } from '../../../components/record-link';
import { TagList } from '../../../components/tag-list';
import { STATUS_BADGE_WIDTH } from '@laydown/domain';
import { OrderBadge } from './order-badge';
import { formatUsd } from '../order-money';
import { orderFormPath } from '../form/order-route';

/** An order's page: the order form at /order/{orderId} (procurement-core §2, decision 0052). */
export const orderHref = (order: Pick<OrderListRecord, 'id'>) => orderFormPath(order.id);

/** §4 Ref Number or PO Number by state, as the API labels it, then the number. */
export function OrderNumber({ order }: { order: OrderListRecord }) {
  return (
    <span className="order-number">
      <Typography.Text type="secondary" className="order-number__label">
        {order.order_number_label}
      </Typography.Text>{' '}
      <RecordLink to={orderHref(order)} testId="order-open">
        {order.order_number}
      </RecordLink>
    </span>
  );
}

const badge = (order: OrderListRecord) => <OrderBadge state={order.state} label={order.badge} />;
const dash = (value: string | null) => value || '—';

/** The list's columns; the total only for a reader who may see costs (§6). */
export function orderColumns(canViewCosts: boolean): ListColumn<OrderListRecord>[] {
  const columns: ListColumn<OrderListRecord>[] = [
    {
      key: 'number',
      title: 'Ref / PO Number',
      sortField: 'order_number',
      fixed: true,
      width: 170,
      render: (order) => <OrderNumber order={order} />,
    },
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      width: 190,
      ellipsis: true,
      render: (o) => dash(o.name),
    },
    {
      key: 'project',
      title: 'Project',
      sortField: 'project_name',
      width: 160,
      ellipsis: true,
      render: (o) => o.project_name,
    },
    {
      key: 'vendor',
      title: 'Vendor',
      sortField: 'vendor_name',
      width: 150,
      ellipsis: true,
      render: (o) => dash(o.vendor_name),
    },
    {
      key: 'status',
      title: 'Status',
      sortField: 'state',
      width: STATUS_BADGE_WIDTH + 32,
      render: badge,
    },
    {
      key: 'tags',
      title: 'Tags',
      width: 200,
      // Shown from the columns picker: the table fits a laptop without them.
      hiddenByDefault: true,
      render: (o) => <TagList tags={o.tags} empty="—" />,
    },
  ];
  if (canViewCosts) {
    columns.push({
      key: 'total',
      title: 'Materials Total',
      align: 'right',
      width: 140,
      render: (o) => (o.materials_total === undefined ? '—' : formatUsd(o.materials_total)),
    });
  }
  columns.push({
    key: 'updated',
    title: 'Last Updated',
    sortField: 'updated_at',
    width: 130,
    render: (o) => dayjs(o.updated_at).format('MM/DD/YYYY'),
  });
  return columns;
}

/** The phone layout of one order (below md). */
export function OrderCard({ order }: { order: OrderListRecord }) {
  return (
    <div className="order-card">
      <div className="order-card__top">
        <OrderNumber order={order} />
        {badge(order)}
      </div>
      <div className="order-card__name">{dash(order.name)}</div>
      <Typography.Text type="secondary">
        {order.project_name}
        {order.vendor_name ? ` · ${order.vendor_name}` : ''}
      </Typography.Text>
      {order.materials_total === undefined ? null : (
        <div className="order-card__total">{formatUsd(order.materials_total)}</div>
      )}
    </div>
  );
}
