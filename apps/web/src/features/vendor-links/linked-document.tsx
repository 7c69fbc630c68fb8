import { Typography } from 'antd';
import { formatNamedDate } from '@laydown/domain';
import type { VendorOrderRecord } from '@laydown/contracts';
import { formatUsd } from '../orders/order-money';
import { VendorDeliverySection } from '../vendor-portal/vendor-delivery-section';

const money = (value: string | null) => (value === null ? '—' : formatUsd(value));

/** The document a link opens, read-only: its facts, deliveries and lines (no answer controls). */
export function LinkedDocument({ order }: { order: VendorOrderRecord }) {
  return (
    <div data-testid="linked-document">
      <dl className="vendor-order__facts">
        <div>
          <dt>{order.number_label}</dt>
          <dd>{order.order_number}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{order.company_name}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>{order.project_name}</dd>
        </div>
        {order.quote_expires_at ? (
          <div>
            <dt>Quote expires</dt>
            <dd>{formatNamedDate(order.quote_expires_at, 'cell')}</dd>
          </div>
        ) : null}
        {order.notes ? (
          <div>
            <dt>Notes</dt>
            <dd>{order.notes}</dd>
          </div>
        ) : null}
      </dl>
      {order.deliveries.map((delivery, index) => (
        <VendorDeliverySection
          key={delivery.id}
          order={order}
          index={index}
          line={(line) => (
            <li key={line.id} className="vendor-line" data-testid="linked-line">
              <div className="vendor-line__material">
                <Typography.Text strong>{line.description}</Typography.Text>
                {line.product_identifier ? (
                  <Typography.Text type="secondary"> · {line.product_identifier}</Typography.Text>
                ) : null}
                <div>
                  {line.quantity} {line.unit_name ?? ''}
                </div>
                {order.purchaser_costs_sent || line.unit_cost !== null ? (
                  <div className="vendor-line__money">
                    {money(line.unit_cost)} each · {money(line.extended_cost)}
                  </div>
                ) : null}
                {line.company_note ? (
                  <Typography.Text type="secondary">Note: {line.company_note}</Typography.Text>
                ) : null}
              </div>
            </li>
          )}
        />
      ))}
    </div>
  );
}
