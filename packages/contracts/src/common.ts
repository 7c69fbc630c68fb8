import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

/** The error model of every API call: `{ error: { code, message, fields? } }`. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** With stale_version: the record's version now, to reload before saving again. */
    current_version: z.number().int().optional(),
    /** With the order edit session errors: who holds the lock now (decision 0086). */
    owner: z.object({ id: z.number().int(), name: z.string() }).nullable().optional(),
    /** With sessions_in_use_by_another_user, to the lock's former owner: how they lost it. */
    session_event: z.enum(['unlocked', 'expired']).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });

/** The list envelope every index call answers with (facets only where the list has filters). */
export function listOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total_count: z.number().int(),
    has_more: z.boolean(),
    facets: z
      .record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int() })))
      .optional(),
  });
}

export interface ListPage<T> {
  records: T[];
  total_count: number;
  has_more: boolean;
  facets?: Record<string, { value: string; count: number }[]>;
}
