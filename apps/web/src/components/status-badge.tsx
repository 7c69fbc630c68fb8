import { Badge } from 'antd';

/** Active or inactive, the same everywhere. */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge status={active ? 'success' : 'default'} text={active ? 'Active' : 'Inactive'} />;
}
