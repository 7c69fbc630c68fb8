import { z } from 'zod';

export const healthBody = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
export type HealthBody = z.infer<typeof healthBody>;
