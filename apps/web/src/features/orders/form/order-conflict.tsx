import { Alert, Button, Space } from 'antd';
import type { OrderRecord } from '@laydown/contracts';

/** What another save changed between the version this form started from and the one now stored. */
export function describeConflict(base: OrderRecord, current: OrderRecord): string[] {
  const changes: string[] = [];
  const header: [keyof OrderRecord, string][] = [
    ['name', 'Name'],
    ['project_name', 'Project'],
    ['vendor_name', 'Vendor'],
    ['notes', 'Terms and notes'],
    ['badge', 'Status'],
    ['quote_expires_at', 'Quote expiry'],
  ];
  for (const [field, label] of header) {
    if (JSON.stringify(base[field]) !== JSON.stringify(current[field])) {
      changes.push(`${label}: ${String(base[field] ?? '—')} → ${String(current[field] ?? '—')}`);
    }
  }
  const lines = (order: OrderRecord) =>
    order.deliveries.flatMap((d) =>
      d.order_materials.map((l) => `${l.description} × ${l.quantity}`),
    );
  const before = new Set(lines(base));
  const after = new Set(lines(current));
  for (const line of after) if (!before.has(line)) changes.push(`Line added or changed: ${line}`);
  for (const line of before) if (!after.has(line)) changes.push(`Line removed or changed: ${line}`);
  if (base.deliveries.length !== current.deliveries.length) {
    changes.push(`Deliveries: ${base.deliveries.length} → ${current.deliveries.length}`);
  }
  return changes;
}

interface ConflictAlertProps {
  base: OrderRecord;
  current: OrderRecord;
  saving: boolean;
  onOverwrite: () => void;
  onReload: () => void;
}

/**
 * A 409 stale_version (decision 0068): someone saved this order after it was opened here. What
 * they changed is listed; what was typed here stays in the form until the person chooses.
 */
export function ConflictAlert({
  base,
  current,
  saving,
  onOverwrite,
  onReload,
}: ConflictAlertProps) {
  const author = current.last_action?.author_name;
  const changes = describeConflict(base, current);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="order-conflict"
      title={`This order was saved by ${author ?? 'someone else'} after you opened it. Your changes are still here and were not saved.`}
      description={
        <div>
          {changes.length > 0 ? (
            <ul data-testid="order-conflict-changes">
              {changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          ) : null}
          <Space wrap>
            <Button
              type="primary"
              loading={saving}
              onClick={onOverwrite}
              data-testid="order-conflict-overwrite"
            >
              Save my version over theirs
            </Button>
            <Button danger onClick={onReload} data-testid="order-conflict-reload">
              Discard mine and load theirs
            </Button>
          </Space>
        </div>
      }
    />
  );
}
