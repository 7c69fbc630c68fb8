import { useState } from 'react';
import { Alert, Checkbox, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { findOrderTransition } from '@laydown/domain';
import type { OrderRecord } from '@laydown/contracts';
import { fetchOrderList } from '../../../api/order-list';

interface MergeOrderDialogProps {
  order: OrderRecord;
  open: boolean;
  busy: boolean;
  onMerge: (orderIds: number[]) => void;
  onClose: () => void;
}

/** The orders that may be merged into `order`: its project's, in a state the §4 merge row takes. */
function useMergeCandidates(order: OrderRecord, open: boolean) {
  const query = new URLSearchParams({
    project_id: String(order.project_id),
    per_page: '200',
    sort: 'updated_at',
    sort_direction: 'desc',
  }).toString();
  return useQuery({
    queryKey: ['orders', 'merge-candidates', order.id, query],
    queryFn: ({ signal }) => fetchOrderList(query, 1, signal),
    enabled: open,
    select: (page) =>
      page.records.filter(
        (row) => row.id !== order.id && findOrderTransition(row, 'merge') !== undefined,
      ),
  });
}

/**
 * Merge (§4 order action): the orders ticked bring their lines to this order's first delivery and
 * are cancelled as merged (decision 0050). Only drafts and requests of the same project can merge.
 */
export function MergeOrderDialog({ order, open, busy, onMerge, onClose }: MergeOrderDialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const candidates = useMergeCandidates(order, open);
  const rows = candidates.data ?? [];
  return (
    <Modal
      title="Merge orders"
      open={open}
      okText="Merge"
      cancelText="Cancel"
      okButtonProps={{ disabled: chosen.length === 0, 'data-testid': 'merge-confirm' }}
      confirmLoading={busy}
      onOk={() => onMerge(chosen)}
      onCancel={onClose}
      afterClose={() => setChosen([])}
      destroyOnHidden
    >
      <p id="merge-order-help">
        Choose the orders of {order.project_name} to merge into {order.order_number}. Their
        materials are added to the first delivery and they are cancelled as merged.
      </p>
      {candidates.isPending ? <Spin /> : null}
      {candidates.isError ? (
        <Alert type="error" showIcon title="Could not load the orders." />
      ) : null}
      {candidates.isSuccess && rows.length === 0 ? (
        <Alert type="info" showIcon title="No other draft or request of this project." />
      ) : null}
      <Checkbox.Group
        className="order-dialog-choices"
        aria-describedby="merge-order-help"
        value={chosen}
        onChange={(values) => setChosen(values as number[])}
        options={rows.map((row) => ({
          value: row.id,
          label: `${row.order_number_label} ${row.order_number} — ${row.name || 'No name'} (${row.badge})`,
        }))}
        data-testid="merge-orders"
      />
    </Modal>
  );
}
