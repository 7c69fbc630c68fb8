import { Tag } from 'antd';

interface StatusBadgeProps<S extends string> {
  status: S;
  /** Label and colour of each status. */
  look: Record<S, { label: string; color: string }>;
}

/** A status as a coloured tag, with one table of labels and colours per kind of record. */
export function StatusBadge<S extends string>({ status, look }: StatusBadgeProps<S>) {
  const { label, color } = look[status];
  return (
    <Tag color={color} data-testid="status-badge">
      {label}
    </Tag>
  );
}
