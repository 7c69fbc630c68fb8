import { z } from 'zod';
import { queryInt } from './primitives';

/**
 * procurement-core §7 Dashboard / access-and-platform §2 Dashboard: order counts per state,
 * overall or per project. §4: "The dashboard counts quoted, ordered, shipped, partially shipped,
 * delivered and cancelled." Each count is the number the order list shows for that state filter.
 */
export const DASHBOARD_STATES = [
  'QUOTED',
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type DashboardState = (typeof DASHBOARD_STATES)[number];

/** One count per dashboard state, zeros included, in the spec's order. */
export const stateCounts = z.object(
  Object.fromEntries(DASHBOARD_STATES.map((state) => [state, z.number().int().min(0)])) as Record<
    DashboardState,
    z.ZodNumber
  >,
);
export type StateCounts = z.infer<typeof stateCounts>;

/** GET /dashboard/order_stats: optional project_id. */
export const orderStatsQuery = z.object({ project_id: queryInt(1).optional() }).strict();
export type OrderStatsQuery = z.output<typeof orderStatsQuery>;
export const orderStatsBody = z.object({ state_counts: stateCounts });
export type OrderStatsBody = z.infer<typeof orderStatsBody>;

/** GET /dashboard/order_stats_by_project: the projects with at least one counted order. */
export const projectStateCounts = z.object({
  project_id: z.number().int(),
  project_name: z.string(),
  state_counts: stateCounts,
});
export type ProjectStateCounts = z.infer<typeof projectStateCounts>;
export const orderStatsByProjectQuery = z.object({}).strict();
export const orderStatsByProjectBody = z.object({
  project_state_counts: z.array(projectStateCounts),
});
export type OrderStatsByProjectBody = z.infer<typeof orderStatsByProjectBody>;
