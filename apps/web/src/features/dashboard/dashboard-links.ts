import { DASHBOARD_STATES, type DashboardState } from '@laydown/contracts';

/** The dashboard's states in words (access-and-platform §2 Dashboard). */
export const DASHBOARD_LABELS: Record<DashboardState, string> = {
  QUOTED: 'Quoted',
  ORDERED: 'Ordered',
  SHIPPED: 'Shipped',
  PARTIALLY_SHIPPED: 'Partially Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};

export { DASHBOARD_STATES };

/** The order list filtered as a count counts: its state, and its project when it has one. */
export function orderListHref(state: DashboardState, projectId?: number): string {
  const query = new URLSearchParams({ state });
  if (projectId !== undefined) query.set('project_id', String(projectId));
  return `/orders?${query}`;
}
