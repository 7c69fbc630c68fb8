import { z } from 'zod';

export const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
export type HealthBody = z.infer<typeof healthBody>;

/** GET /api/app_version: the running version, for support staff (access-and-platform §7). */
export const appVersionBody = z.object({ version: z.string() });
