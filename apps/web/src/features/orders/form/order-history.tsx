import { useState } from 'react';
import { Button, Collapse, Empty, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DATE_FORMATS, formatDate } from '@laydown/domain';
import type { OrderHistoryRecord } from '@laydown/contracts';
import { fetchOrderHistory } from '../../../api/orders';

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

function entryTitle(entry: OrderHistoryRecord): string {
  const date = formatDate(entry.title_date, DATE_FORMATS.historyTitle);
  const title = entry.title.replace('{date}', date);
  // The server's titles usually start with who did it; the name is added only when they do not.
  return entry.author && !title.includes(entry.author.name)
    ? `${title} · ${entry.author.name}`
    : title;
}

/** §2 change tables for materials and deliveries: each field, old → new. */
function ChangeTable({ entry }: { entry: OrderHistoryRecord }) {
  if (entry.changes.length === 0) return <span className="order-muted">No field changes</span>;
  return (
    <table className="history-changes">
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Field</th>
          <th scope="col">Old</th>
          <th scope="col">New</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((change, i) => (
          <tr key={i}>
            <td>{change.section}</td>
            <td>{change.field}</td>
            <td>{show(change.old)}</td>
            <td>
              <span aria-hidden="true">→ </span>
              {show(change.new)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** §2 "Order history timeline with Expand All / Collapse All and per-entry expand and collapse". */
export function OrderHistory({ orderId, version }: { orderId: number; version: number }) {
  const history = useQuery({
    queryKey: ['order-history', orderId, version],
    queryFn: ({ signal }) => fetchOrderHistory(orderId, signal),
  });
  const [open, setOpen] = useState<string[]>([]);
  if (history.isPending) return <Spin />;
  const entries = history.data ?? [];
  if (entries.length === 0) return <Empty description="No history yet" />;
  return (
    <div data-testid="order-history">
      <Space className="history-actions">
        <Button size="small" onClick={() => setOpen(entries.map((e) => String(e.id)))}>
          Expand All
        </Button>
        <Button size="small" onClick={() => setOpen([])}>
          Collapse All
        </Button>
      </Space>
      <Collapse
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={entries.map((entry) => ({
          key: String(entry.id),
          label: entryTitle(entry),
          children: <ChangeTable entry={entry} />,
        }))}
      />
    </div>
  );
}
