import type { CompanyUserStatus } from '@laydown/domain';

export const USER_STATUS_LOOK: Record<CompanyUserStatus, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  INVITED: { label: 'Invited', color: 'blue' },
  INVITATION_EXPIRED: { label: 'Invitation expired', color: 'orange' },
  DEACTIVATED: { label: 'Deactivated', color: 'default' },
};

/** Role names as people read them. */
export function roleLabel(name: string): string {
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
