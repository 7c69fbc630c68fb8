import { StatusBadge } from './status-badge';

const ACTIVE_LOOK = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'default' },
} as const;

/** Active or inactive, the same on every list. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <StatusBadge status={active ? 'active' : 'inactive'} look={ACTIVE_LOOK} />;
}
