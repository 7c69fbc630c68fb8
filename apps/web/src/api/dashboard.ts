import {
  orderStatsBody,
  orderStatsByProjectBody,
  type ProjectStateCounts,
  type StateCounts,
} from '@laydown/contracts';
import { http } from './http-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  orderStats: (projectId: number | undefined) =>
    [...dashboardKeys.all, 'order-stats', projectId ?? 'all'] as const,
  byProject: () => [...dashboardKeys.all, 'order-stats-by-project'] as const,
};

/** GET /dashboard/order_stats (procurement-core §7 Dashboard), of one project when given. */
export function fetchOrderStats(
  projectId: number | undefined,
  signal?: AbortSignal,
): Promise<StateCounts> {
  const query = projectId === undefined ? '' : `?project_id=${projectId}`;
  return http
    .request(`/api/dashboard/order_stats${query}`, { schema: orderStatsBody, signal })
    .then((body) => body.state_counts);
}

/** GET /dashboard/order_stats_by_project: the counts of each project with counted orders. */
export function fetchOrderStatsByProject(signal?: AbortSignal): Promise<ProjectStateCounts[]> {
  return http
    .request('/api/dashboard/order_stats_by_project', {
      schema: orderStatsByProjectBody,
      signal,
    })
    .then((body) => body.project_state_counts);
}
