import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { deliveryDisplay } from '@laydown/domain';
import type { VendorLineRecord, VendorOrderRecord } from '@laydown/contracts';

/**
 * One delivery of a document as a vendor reads it (the portal and a document link alike): its
 * heading with the date, tracking number and instructions, then its lines as `line` draws them.
 */
export function VendorDeliverySection(props: {
  order: VendorOrderRecord;
  index: number;
  line: (line: VendorLineRecord) => ReactNode;
}) {
  const { order, index } = props;
  const delivery = order.deliveries[index]!;
  const lines = order.order_materials.filter((l) => l.delivery_id === delivery.id);
  const shown = deliveryDisplay(delivery);
  return (
    <section className="vendor-delivery" aria-label={`Delivery ${index + 1}`}>
      <h2 className="vendor-delivery__title">
        Delivery {index + 1}
        <Typography.Text type={shown.grey ? 'secondary' : undefined}>
          {' '}
          · {shown.text}
        </Typography.Text>
      </h2>
      {delivery.tracking_number ? <div>Tracking number: {delivery.tracking_number}</div> : null}
      {delivery.instructions ? (
        <Typography.Text type="secondary">{delivery.instructions}</Typography.Text>
      ) : null}
      <ul className="vendor-lines">{lines.map(props.line)}</ul>
    </section>
  );
}
