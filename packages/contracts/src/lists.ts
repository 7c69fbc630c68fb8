import { z } from 'zod';
import { LIST_PAGE_SIZE } from '@laydown/domain';

/** Sort directions of every list (spec: header sort cycles ascending, descending, cleared). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A boolean in a query string: only the literal words, so `?active=yes` is refused, not guessed. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** One id or several (`?project_id=1&project_id=2` or `?project_id=1,2`). */
export const queryIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).filter((v) => v !== '').map(Number),
  )
  .pipe(z.array(z.number().int().positive()));

/**
 * The query of every list call (access-and-platform §3 List state): search, sort, sort_direction,
 * page and per_page (50 by default), plus the list's own filters.
 */
export function listQuery<const S extends readonly [string, ...string[]], E extends z.ZodRawShape>(
  sortFields: S,
  filters: E,
) {
  return z
    .object({
      search: z.string().trim().max(200).optional(),
      sort: z.enum(sortFields).optional(),
      sort_direction: z.enum(SORT_DIRECTIONS).optional(),
      page: z.coerce.number().int().min(1).default(1),
      per_page: z.coerce.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
      ...filters,
    })
    .strict();
}

/** Counts per value of a filter, for the filter ribbons. */
export const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const facetsBody = z.object({ facets: z.record(z.string(), facetCounts) });
export type FacetsBody = z.infer<typeof facetsBody>;
