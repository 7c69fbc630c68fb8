import { Typography } from 'antd';
import type { VendorOrderRecord } from '@laydown/contracts';
import { formatUsd } from '../orders/order-money';
import { VendorDeliverySection } from '../vendor-portal/vendor-delivery-section';
import { VendorOrderFacts } from '../vendor-portal/vendor-order-facts';

const money = (value: string | null) => (value === null ? '—' : formatUsd(value));

/** The document a link opens, read-only: its facts, deliveries and lines (no answer controls). */
export function LinkedDocument({ order }: { order: VendorOrderRecord }) {
  return (
    <div data-testid="linked-document">
      <VendorOrderFacts order={order} withParties />
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
