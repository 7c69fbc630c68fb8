import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListPage, SortDirection } from '@laydown/contracts';

/** What every list call receives once its query string is validated (contracts `listQuery`). */
export interface ListParams<S extends string = string> {
  search?: string | undefined;
  sort?: S | undefined;
  sort_direction?: SortDirection | undefined;
  page: number;
  per_page: number;
}

type Sortable = AnyColumn | SQL;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive substring match of the search term on any of the columns; none without a term. */
export function searchAny(term: string | undefined, columns: Sortable[]): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/**
 * ORDER BY for the requested sort; a cleared sort falls back to the list's default order. The
 * tiebreaker keeps pages stable so Load More never repeats or skips a row.
 */
export function orderFor<S extends string>(
  params: Pick<ListParams<S>, 'sort' | 'sort_direction'>,
  columns: Record<S, Sortable>,
  fallback: SQL[],
  tiebreaker: AnyColumn,
): SQL[] {
  if (!params.sort) return [...fallback, asc(tiebreaker)];
  const column = columns[params.sort];
  const direction = params.sort_direction === 'desc' ? desc : asc;
  return [direction(column as AnyColumn), direction(tiebreaker)];
}

export function pageWindow(params: Pick<ListParams, 'page' | 'per_page'>) {
  return { limit: params.per_page, offset: (params.page - 1) * params.per_page };
}

/** The list envelope `{records, total_count, has_more}` of the architecture's house rules. */
export function listPage<T>(
  records: T[],
  total: number,
  params: Pick<ListParams, 'page' | 'per_page'>,
  facets?: ListPage<T>['facets'],
): ListPage<T> {
  return {
    records,
    total_count: total,
    has_more: params.page * params.per_page < total,
    ...(facets ? { facets } : {}),
  };
}

export const countAll = sql<number>`count(*)`.mapWith(Number);
