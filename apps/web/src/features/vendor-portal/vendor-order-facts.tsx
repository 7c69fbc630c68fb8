import { formatNamedDate } from '@laydown/domain';
import type { VendorOrderRecord } from '@laydown/contracts';

/**
 * The facts of a document as a vendor reads it (the portal and a document link alike): its
 * number, quote expiry and notes. A link, which has no page header naming them, adds the customer
 * and project (`withParties`); the portal adds the cancellation reason (`withCancellation`).
 */
export function VendorOrderFacts(props: {
  order: VendorOrderRecord;
  withParties?: boolean;
  withCancellation?: boolean;
}) {
  const { order } = props;
  return (
    <dl className="vendor-order__facts">
      <div>
        <dt>{order.number_label}</dt>
        <dd>{order.order_number}</dd>
      </div>
      {props.withParties ? (
        <>
          <div>
            <dt>Customer</dt>
            <dd>{order.company_name}</dd>
          </div>
          <div>
            <dt>Project</dt>
            <dd>{order.project_name}</dd>
          </div>
        </>
      ) : null}
      {order.quote_expires_at ? (
        <div>
          <dt>Quote expires</dt>
          <dd>{formatNamedDate(order.quote_expires_at, 'cell')}</dd>
        </div>
      ) : null}
      {props.withCancellation && order.cancellation_reason ? (
        <div>
          <dt>Cancellation reason</dt>
          <dd>{order.cancellation_reason}</dd>
        </div>
      ) : null}
      {order.notes ? (
        <div>
          <dt>Notes</dt>
          <dd>{order.notes}</dd>
        </div>
      ) : null}
    </dl>
  );
}
