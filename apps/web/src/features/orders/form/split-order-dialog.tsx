import { useState } from 'react';
import { Alert, Checkbox, Modal } from 'antd';
import type { OrderRecord } from '@laydown/contracts';

interface SplitOrderDialogProps {
  order: OrderRecord;
  open: boolean;
  busy: boolean;
  onSplit: (orderMaterialIds: number[]) => void;
  onClose: () => void;
}

/** The server's own rule (decision 0050), said before the call instead of after it. */
export const SPLIT_KEEPS_ONE_LINE = 'Leave at least one line on the order to split it.';

/**
 * Split (§4 order action): the lines ticked leave this order for a new one in the same state,
 * package and header. At least one line stays, so Split waits until some, not all, are ticked.
 */
export function SplitOrderDialog({ order, open, busy, onSplit, onClose }: SplitOrderDialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const lines = order.deliveries.flatMap((delivery, index) =>
    delivery.order_materials.map((line) => ({ line, delivery: index })),
  );
  const all = chosen.length === lines.length;
  return (
    <Modal
      title="Split order"
      open={open}
      okText="Split"
      cancelText="Cancel"
      okButtonProps={{ disabled: chosen.length === 0 || all, 'data-testid': 'split-confirm' }}
      confirmLoading={busy}
      onOk={() => onSplit(chosen)}
      onCancel={onClose}
      afterClose={() => setChosen([])}
      destroyOnHidden
    >
      <p id="split-order-help">Choose the materials to move to a new order.</p>
      <Checkbox.Group
        className="order-dialog-choices"
        aria-describedby="split-order-help"
        value={chosen}
        onChange={(values) => setChosen(values as number[])}
        options={lines.map(({ line, delivery }) => ({
          value: line.id,
          label: `${line.description} — ${line.quantity} (Delivery ${delivery})`,
        }))}
        data-testid="split-lines"
      />
      {all ? <Alert type="warning" showIcon title={SPLIT_KEEPS_ONE_LINE} /> : null}
    </Modal>
  );
}
