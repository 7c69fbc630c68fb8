import { z } from 'zod';
import { queryInt } from './primitives';
import { LIST_PAGE_SIZE } from '@laydown/domain';

/** Sort directions of every list (spec: header sort cycles ascending, descending, cleared). */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A boolean in a query string: only the literal words, so `?active=yes` is refused, not guessed. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

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
      page: queryInt(1).default(1),
      per_page: queryInt(1, 1000).default(LIST_PAGE_SIZE),
      ...filters,
    })
    .strict();
}

/** Counts per value of a filter, for the filter ribbons. */
export const facetCounts = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const facetsBody = z.object({ facets: z.record(z.string(), facetCounts) });
export type FacetsBody = z.infer<typeof facetsBody>;
