import { memo, useState } from 'react';
import { Alert, App, Button, Input, Tag, Tooltip } from 'antd';
import {
  ORDER_MESSAGES,
  RECEIVABLE_ORDER_STATES,
  deliveryStateLabel,
  remainingQuantity,
} from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import { errorMessage } from '../../../api/api-error';
import { fetchOrder } from '../../../api/orders';
import { receiveDelivery } from '../../../api/order-commands';

interface DeliveryReceivingProps {
  order: OrderRecord;
  deliveryId: number;
  dirty: boolean;
  /** The order as it stands after the truck (its deliveries, state and version moved). */
  onReceived: (order: OrderRecord) => void;
}

const QUANTITY = /^\d{1,12}(\.\d{1,6})?$/;
const STATUS_LABELS = { COMPLETE: 'Complete', INCOMPLETE_DELIVERY: 'Incomplete delivery' } as const;

/**
 * Receiving on the order form (issue 10's PATCH /deliveries/{id} with received_materials): for a
 * placed order, each line's ordered, delivered and remaining quantities, and, for who may edit
 * deliveries (abilities.receive), what arrived on this truck. A line the vendor cannot deliver
 * (state UNAVAILABLE) is the §2 'Delivery not available' warning row.
 */
export const DeliveryReceiving = memo(function DeliveryReceiving({
  order,
  deliveryId,
  dirty,
  onReceived,
}: DeliveryReceivingProps) {
  const { message } = App.useApp();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const delivery = order.deliveries.find((d) => d.id === deliveryId);
  if (!delivery || !(RECEIVABLE_ORDER_STATES as readonly string[]).includes(order.state)) {
    return null;
  }
  const canReceive = order.abilities.receive;
  const receipts = Object.entries(typed)
    .filter(([, value]) => value.trim() !== '')
    .map(([id, value]) => ({ id: Number(id), quantity_received: value.trim() }));
  const invalid = receipts.some((r) => !QUANTITY.test(r.quantity_received));
  const title = `delivery-receiving-title-${deliveryId}`;

  const receive = async () => {
    setBusy(true);
    setError(null);
    try {
      await receiveDelivery(deliveryId, receipts);
      setTyped({});
      onReceived(await fetchOrder(order.id));
      void message.success('Received');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="delivery-receiving"
      aria-labelledby={title}
      data-testid={`delivery-receiving-${deliveryId}`}
    >
      <h3 id={title}>
        Receiving <Tag data-testid="delivery-state">{deliveryStateLabel(delivery.state)}</Tag>
        {delivery.status ? <Tag>{STATUS_LABELS[delivery.status]}</Tag> : null}
      </h3>
      {/* Focusable: it scrolls sideways on a phone. */}
      <div className="delivery-receiving-table" tabIndex={0} aria-labelledby={title}>
        <table>
          <thead>
            <tr>
              <th scope="col">Material</th>
              <th scope="col">Ordered</th>
              <th scope="col">Delivered</th>
              <th scope="col">Remaining</th>
              {canReceive ? <th scope="col">Received now</th> : null}
            </tr>
          </thead>
          <tbody>
            {delivery.order_materials.map((line) =>
              line.state === 'UNAVAILABLE' ? (
                <tr key={line.id} className="delivery-receiving-unavailable">
                  <th scope="row">{line.description}</th>
                  <td colSpan={canReceive ? 4 : 3}>
                    <Alert type="warning" showIcon title={ORDER_MESSAGES.deliveryNotAvailable} />
                  </td>
                </tr>
              ) : (
                <tr key={line.id} data-testid={`receiving-line-${line.id}`}>
                  <th scope="row">{line.description}</th>
                  <td>{line.quantity}</td>
                  <td data-testid={`received-${line.id}`}>{line.quantity_delivered}</td>
                  <td>{remainingQuantity(line)}</td>
                  {canReceive ? (
                    <td>
                      <Input
                        aria-label={`Received now: ${line.description}`}
                        inputMode="decimal"
                        size="small"
                        status={
                          typed[line.id] && !QUANTITY.test(typed[line.id]!.trim()) ? 'error' : ''
                        }
                        value={typed[line.id] ?? ''}
                        onChange={(e) => setTyped((t) => ({ ...t, [line.id]: e.target.value }))}
                        data-testid={`receive-quantity-${line.id}`}
                      />
                    </td>
                  ) : null}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
      {canReceive ? (
        <Tooltip title={dirty ? 'Save your changes first' : undefined}>
          <Button
            type="primary"
            disabled={dirty || receipts.length === 0 || invalid}
            loading={busy}
            onClick={() => void receive()}
            data-testid={`receive-delivery-${deliveryId}`}
          >
            Receive
          </Button>
        </Tooltip>
      ) : null}
    </section>
  );
});
