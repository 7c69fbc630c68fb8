import { sql, type SQL } from 'drizzle-orm';
import {
  MATERIAL_FACET_KEYS,
  type MaterialCostFacetKey,
  type MaterialFacetKey,
  type MaterialFilterKey,
  type MaterialSort,
} from '@laydown/domain';
import type { Database, Executor } from '../../../db/client';
import { findPageViews, type MaterialView } from '../repository';
import { costFacetParts, costFilterConditions } from './cost-code-search';
import {
  preferredVendorFacet,
  preferredVendorFilter,
  vendorFacetRows,
  vendorFilteredRead,
} from './vendor-price-search';
import type { TenantScope } from '../../../platform/scope';

/**
 * The search queries of decision 0021. Everything here is raw SQL on purpose: the query shapes
 * (capped candidate sets, per-company ordered branches) are what keeps 1M rows fast.
 */

/** Matches ranked or counted per search; beyond it results are the first matches found. */
export const SEARCH_CANDIDATE_CAP = 1000;
/** Rows a facet count reads at most without a search. */
export const FACET_SCAN_CAP = 5000;
/** total_count is exact up to this many rows, then capped. */
export const COUNT_CAP = 1000;

export interface SearchScope {
  companyId: number;
  /** The companies whose materials are readable: the company's own, then the provider's. */
  companyIds: number[];
  filters: Partial<Record<MaterialFacetKey, string[]>>;
  projectIds?: number[] | undefined;
  /** §9 cost code filters, and whether facets count cost codes (decision 0027). */
  costFilters?: Partial<Record<MaterialCostFacetKey, string[]>>;
  costFacets?: boolean;
  /**
   * §9 preferred_vendor_names as the company's vendor ids of those names (companyVendorIdsNamed):
   * materials with a preferred price of one of them; an empty list matches nothing.
   */
  preferredVendorIds?: number[] | undefined;
}

export interface Page {
  limit: number;
  offset: number;
}

const COLUMN: Record<MaterialFacetKey | MaterialSort['field'], SQL> = {
  description: sql.raw('m.description'),
  product_identifier: sql.raw('m.product_identifier'),
  manufacturer: sql.raw('m.manufacturer'),
  material: sql.raw('m.material'),
  group: sql.raw('m."group"'),
  sub_group: sql.raw('m.sub_group'),
  size: sql.raw('m.size'),
  connection_type: sql.raw('m.connection_type'),
  created_at: sql.raw('m.created_at'),
};

/** The company's own settings on provider rows, joined only when a filter reads them. */
function settingsJoin(scope: SearchScope): SQL {
  return scope.projectIds && scope.projectIds.length > 0
    ? sql`left join catalog_material_settings s on s.company_id = ${scope.companyId} and s.material_id = m.id`
    : sql``;
}

/** Facet filters and the §5 project visibility rule (a company's own settings win for catalogue rows). */
function filterSql(scope: SearchScope): SQL {
  const parts: SQL[] = [];
  for (const key of MATERIAL_FACET_KEYS) {
    const values = scope.filters[key];
    // One value is an equality, so the facet's (company, value, description) index keeps its order.
    if (values?.length === 1) parts.push(sql`${COLUMN[key]} = ${values[0]}`);
    else if (values && values.length > 1) {
      parts.push(sql`${COLUMN[key]} = any(${sql.param(values)}::text[])`);
    }
  }
  if (scope.preferredVendorIds) {
    parts.push(preferredVendorFilter(scope.companyId, scope.preferredVendorIds));
  }
  if (scope.projectIds && scope.projectIds.length > 0) {
    const projects = sql`coalesce(s.project_ids, m.project_ids)`;
    parts.push(
      sql`(cardinality(${projects}) = 0 or ${projects} && ${sql.param(scope.projectIds)}::int[])`,
    );
  }
  parts.push(...costFilterConditions(scope.companyId, scope.costFilters));
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

function orderSql(sort: MaterialSort | undefined, prefix = ''): SQL {
  const field = sort?.field ?? 'description';
  const direction = sql.raw(sort?.direction === 'desc' ? 'desc nulls last' : 'asc nulls last');
  const column = sql.raw(`${prefix}${field === 'group' ? '"group"' : field}`);
  const tie = sql.raw(`${prefix}id ${sort?.direction === 'desc' ? 'desc' : 'asc'}`);
  return sql`${column} ${direction}, ${tie}`;
}

/** The columns a page sorts on, carried with each candidate so the page needs no second read. */
const SORT_COLUMNS = sql.raw(
  'm.description, m.product_identifier, m.manufacturer, m.material, m."group", m.size, m.created_at',
);
const RANKED_SORT_COLUMNS = sql.raw(
  'description, product_identifier, manufacturer, material, "group", size, created_at',
);

/** The full-text candidates: exact identifier or manufacturer hits, then word matches. */
function fullTextHits(
  scope: SearchScope,
  tsQuery: string,
  exactTerm: string,
  throughIndex: boolean,
): SQL {
  const companies = sql`m.company_id = any(${sql.param(scope.companyIds)}::int[])`;
  // company_id + 0: no btree index can serve the word branch, so where table reads are off (the
  // index-reads pool) the GIN index answers it, not a btree walked in its order (decision 0078).
  // Only there: it hides the company's share of the rows from the planner's estimate.
  const wordCompanies = throughIndex
    ? sql`(m.company_id + 0) = any(${sql.param(scope.companyIds)}::int[])`
    : companies;
  return sql`
    hits as (
      (select m.id, 1 as exact, 0::real as rank, ${SORT_COLUMNS}
       from company_materials m ${settingsJoin(scope)}
       where ${companies} and lower(m.product_identifier) = ${exactTerm} and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
      union all
      -- Separate from the identifier branch so each is a plain index scan that stops at the cap.
      (select m.id, 1, 0::real, ${SORT_COLUMNS}
       from company_materials m ${settingsJoin(scope)}
       where ${companies} and lower(m.manufacturer) = ${exactTerm} and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
      union all
      (select m.id, 0, ts_rank(m.search_vector, q.query), ${SORT_COLUMNS}
       from company_materials m ${settingsJoin(scope)},
         to_tsquery('simple', ${tsQuery}) q(query)
       where ${wordCompanies} and m.search_vector @@ q.query and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
    ),
    ranked as (
      select id, max(exact) as exact, max(rank) as rank, ${RANKED_SORT_COLUMNS}
      from hits group by id, ${RANKED_SORT_COLUMNS})`;
}

/** A search matching at least this share of all materials is read from the table, not the index. */
const DENSE_SHARE = 0.25;

/**
 * The planner's estimate (from its most-common-words statistics) of the share of materials a
 * full-text query matches. One EXPLAIN of the matches beside all rows: it plans and runs nothing.
 */
async function estimatedShare(db: Executor, tsQuery: string): Promise<number> {
  type Plan = { 'Plan Rows': number; Plans?: Plan[] };
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: Plan }] }>(sql`
    explain (format json)
    select 1 from company_materials m where m.search_vector @@ to_tsquery('simple', ${tsQuery})
    union all select 1 from company_materials`);
  const [matches, all] = result.rows[0]?.['QUERY PLAN'][0].Plan.Plans ?? [];
  return (matches?.['Plan Rows'] ?? 0) / Math.max(1, all?.['Plan Rows'] ?? 0);
}

/** Whether a full-text query's matches are read through the GIN index (see fullTextQuery). */
export async function readsThroughIndex(db: Executor, tsQuery: string): Promise<boolean> {
  return (await estimatedShare(db, tsQuery)) < DENSE_SHARE;
}

/** How long a planner's estimate is reused: it changes only when the table is analysed. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 1000;
const estimates = new WeakMap<object, Map<string, { at: number; indexed: Promise<boolean> }>>();

/**
 * readsThroughIndex, remembered per query for a minute (decision 0078): the list and its facets
 * ask for the same search one after the other, and so do Load More and a search typed again.
 */
async function readsThroughIndexCached(db: Database, tsQuery: string): Promise<boolean> {
  let known = estimates.get(db);
  if (!known) estimates.set(db, (known = new Map()));
  const now = Date.now();
  const hit = known.get(tsQuery);
  if (hit && now - hit.at < ESTIMATE_TTL_MS) return hit.indexed;
  const indexed = readsThroughIndex(db, tsQuery);
  known.delete(tsQuery);
  known.set(tsQuery, { at: now, indexed });
  if (known.size > ESTIMATES_KEPT) known.delete(known.keys().next().value as string);
  indexed.catch(() => known.delete(tsQuery));
  return indexed;
}

/**
 * Runs a full-text query. The planner reads a broad search from the table until the cap,
 * expecting matches early; but materials arrive grouped (uploads, catalogues), and at a million
 * rows that read passed 66,000 rows before the first 'copper pipe'. Unless the search is dense
 * (DENSE_SHARE), its matches are read through the GIN index, in a time that does not depend on
 * the order of the rows: on the pool whose planner reads through indexes only (`$indexReads`),
 * so it costs no extra round trip (decision 0078). Either way the candidates are the first
 * matches in storage order (decision 0021).
 */
async function fullTextQuery<T>(
  db: Database,
  tsQuery: string,
  work: (reader: Executor, throughIndex: boolean) => Promise<T>,
): Promise<T> {
  const throughIndex = await readsThroughIndexCached(db, tsQuery);
  return work(throughIndex ? db.$indexReads : db, throughIndex);
}

export interface ViewPage {
  views: MaterialView[];
  total: number;
  exhaustive: boolean;
}

/**
 * Ranked full-text page: exact hits first, then by rank (or by the chosen sort), read with the
 * materials' views in one statement.
 */
export async function fullTextPage(
  db: Database,
  ctx: TenantScope,
  scope: SearchScope,
  tsQuery: string,
  exactTerm: string,
  sort: MaterialSort | undefined,
  page: Page,
): Promise<ViewPage> {
  const order = sort ? orderSql(sort) : sql`exact desc, rank desc, description, id`;
  return fullTextQuery(db, tsQuery, async (reader, throughIndex) => {
    const hits = fullTextHits(scope, tsQuery, exactTerm, throughIndex);
    const { views, total: counted } = await findPageViews(
      reader,
      ctx,
      sql`
        with ${hits}
        select id, row_number() over (order by ${order}) as ord, count(*) over () as total
        from ranked
        order by ${order}
        limit ${page.limit} offset ${page.offset}`,
    );
    const total = counted ?? (page.offset === 0 ? 0 : await countFullText(reader, hits));
    return { views, total, exhaustive: total < SEARCH_CANDIDATE_CAP };
  });
}

async function countFullText(db: Executor, hits: SQL) {
  const result = await db.execute<{ total: string }>(sql`
    with ${hits}
    select count(*) as total from ranked`);
  return Number(result.rows[0]?.total ?? 0);
}

export async function fullTextFacets(
  db: Database,
  scope: SearchScope,
  tsQuery: string,
  exactTerm: string,
): Promise<FacetRow[]> {
  return fullTextQuery(db, tsQuery, (reader, throughIndex) =>
    facetRows(
      reader,
      scope,
      sql`with ${fullTextHits(scope, tsQuery, exactTerm, throughIndex)}`,
      sql`select ${facetColumns()} from ranked r join company_materials m on m.id = r.id`,
    ),
  );
}

/**
 * A plain relational page: ordered per company and merged, so each branch reads its
 * (company_id, description) index instead of sorting a million rows. `contains` is the fallback
 * search (substring of description, identifier or manufacturer). The page, its capped count and
 * its views are one statement (decision 0081; they were three round trips).
 */
export async function relationalPage(
  db: Executor,
  ctx: TenantScope,
  scope: SearchScope,
  contains: string | undefined,
  sort: MaterialSort | undefined,
  page: Page,
): Promise<ViewPage> {
  const branch = (companyId: number) => sql`
    (select m.id, m.description, m.product_identifier, m.manufacturer, m.material, m."group",
       m.size, m.created_at
     from company_materials m ${settingsJoin(scope)}
     where m.company_id = ${companyId} and ${relationalWhere(scope, contains)}
     order by ${orderSql(sort, 'm.')} limit ${page.offset + page.limit})`;
  if (scope.companyIds.length === 0) return { views: [], total: 0, exhaustive: true };
  const count = sql`(
    select count(*) from (
      select 1 from company_materials m ${settingsJoin(scope)}
      where m.company_id = any(${sql.param(scope.companyIds)}::int[])
        and ${relationalWhere(scope, contains)}
      limit ${COUNT_CAP + 1}) c)`;
  return vendorFilteredRead(db, scope.preferredVendorIds, async (tx) => {
    const { views, total: counted } = await findPageViews(
      tx,
      ctx,
      sql`
        select id, row_number() over (order by ${orderSql(sort)}) as ord, ${count} as total
        from (${sql.join(scope.companyIds.map(branch), sql` union all `)}) x
        order by ${orderSql(sort)} limit ${page.limit} offset ${page.offset}`,
    );
    // Past the last page no row carries the count.
    const total =
      counted ??
      Number((await tx.execute<{ total: string }>(sql`select ${count} as total`)).rows[0]?.total);
    return { views, total: Math.min(total, COUNT_CAP), exhaustive: total <= COUNT_CAP };
  });
}

function relationalWhere(scope: SearchScope, contains: string | undefined): SQL {
  if (!contains) return filterSql(scope);
  const pattern = `%${contains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${filterSql(scope)} and (m.description ilike ${pattern}
    or m.product_identifier ilike ${pattern} or m.manufacturer ilike ${pattern})`;
}

export async function relationalFacets(
  db: Executor,
  scope: SearchScope,
  contains: string | undefined,
): Promise<FacetRow[]> {
  const from = sql`company_materials m ${settingsJoin(scope)}`;
  const companies = sql`m.company_id = any(${sql.param(scope.companyIds)}::int[])`;
  const vendorIds = scope.preferredVendorIds;
  // A vendor filter drives the read from the vendors' prices (vendorFacetRows).
  const rows =
    vendorIds && vendorIds.length > 0
      ? vendorFacetRows(
          scope.companyId,
          vendorIds,
          facetColumns(),
          from,
          sql`${companies} and ${relationalWhere({ ...scope, preferredVendorIds: undefined }, contains)}`,
          FACET_SCAN_CAP,
        )
      : sql`select ${facetColumns()} from ${from}
          where ${companies} and ${relationalWhere(scope, contains)} limit ${FACET_SCAN_CAP}`;
  return vendorFilteredRead(db, vendorIds, (tx) => facetRows(tx, scope, undefined, rows));
}

export interface FacetRow {
  key: MaterialFilterKey;
  value: string;
  count: number;
  scanned: number;
}

/**
 * Only what a facet count reads: the faceted values, each named by its key, and the keys the cost
 * facets join on.
 */
function facetColumns(): SQL {
  return sql.join(
    [
      sql`m.id, m.company_id, m.cost_code_id, m.cost_code_phase_id`,
      ...MATERIAL_FACET_KEYS.map((key) => sql`${COLUMN[key]} as ${sql.identifier(key)}`),
    ],
    sql`, `,
  );
}

async function facetRows(
  db: Executor,
  scope: SearchScope,
  prefix: SQL | undefined,
  rows: SQL,
): Promise<FacetRow[]> {
  const cost = scope.costFacets ? costFacetParts(scope.companyId) : undefined;
  const columns: [MaterialFilterKey, SQL][] = [
    ...MATERIAL_FACET_KEYS.map((key): [MaterialFilterKey, SQL] => [
      key,
      sql`m.${sql.identifier(key)}`,
    ]),
    ...(cost?.columns ?? []),
  ];
  // One pass over the rows with a grouping set per key (each set groups by one column and shows
  // the others as null): a third of the time of one (key, value) row per key and material.
  const keyOf = sql.join(
    columns.map(([key, column]) => sql`when grouping(${column}) = 0 then ${key}`),
    sql` `,
  );
  const columnList = sql.join(
    columns.map(([, column]) => column),
    sql`, `,
  );
  const sets = sql.join(
    columns.map(([, column]) => sql`(${column})`),
    sql`, `,
  );
  const withRows = prefix ? sql`${prefix}, rows as` : sql`with rows as`;
  const result = await db.execute<{
    key: MaterialFilterKey;
    value: string;
    count: string;
    scanned: string;
  }>(sql`
    ${withRows} (${rows})
    select c.*, (select count(*) from rows) as scanned from (
      select f.key, f.value, f.count from (
        select (case ${keyOf} end)::text as key, coalesce(${columnList})::text as value,
          count(*) as count
        from rows m ${cost?.joins ?? sql``}
        group by grouping sets (${sets})) f
      where f.value is not null and f.value <> ''
      union all ${preferredVendorFacet(scope.companyId)}) c`);
  return result.rows.map((r) => ({
    key: r.key,
    value: r.value,
    count: Number(r.count),
    scanned: Number(r.scanned),
  }));
}

export interface WordHints {
  /** Spelling corrections of the words the vocabulary does not know. */
  fixes: Map<string, string[]>;
  /** Vocabulary words that start with the word being typed (at most `completionLimit`). */
  completed: string[];
}

/**
 * What the vocabulary says about a search's words, in one statement:
 * - corrections for the `unknown` words it does not know (the last word counts as known when a
 *   vocabulary word starts with it, since the user may still be typing);
 * - the words that start with `prefix` (its trigram index answers 3 or more characters; words
 *   hold only letters and digits, so no LIKE escapes), when `completionLimit` is given.
 */
export async function wordHints(
  db: Executor,
  companyIds: number[],
  unknown: string[],
  lastWord: string | undefined,
  completionLimit: number | undefined,
): Promise<WordHints> {
  const companies = sql`${sql.param(companyIds)}::int[]`;
  const parts: SQL[] = [];
  if (unknown.length > 0) {
    parts.push(sql`
      select t.word, c.word as hint
      from unnest(${sql.param(unknown)}::text[]) as t(word)
      cross join lateral (
        select w.word from material_search_words w
        where w.company_id = any(${companies}) and w.word % t.word
          and similarity(w.word, t.word) >= 0.4
        order by similarity(w.word, t.word) desc, w.word limit 3
      ) c
      where not exists (
        select 1 from material_search_words e
        where e.company_id = any(${companies})
          and (e.word = t.word or (t.word = ${lastWord ?? ''} and starts_with(e.word, t.word)))
      )`);
  }
  if (completionLimit !== undefined && lastWord !== undefined) {
    parts.push(sql`
      (select distinct null::text as word, w.word as hint from material_search_words w
       where w.company_id = any(${companies}) and w.word like ${`${lastWord}%`}
       limit ${completionLimit})`);
  }
  const hints: WordHints = { fixes: new Map(), completed: [] };
  if (parts.length === 0) return hints;
  const result = await db.execute<{ word: string | null; hint: string }>(
    sql.join(parts, sql` union all `),
  );
  for (const row of result.rows) {
    if (row.word === null) {
      hints.completed.push(row.hint);
      continue;
    }
    // The company's and the provider's vocabularies may both hold the correction.
    const known = hints.fixes.get(row.word) ?? [];
    if (!known.includes(row.hint)) hints.fixes.set(row.word, [...known, row.hint]);
  }
  hints.completed.sort();
  return hints;
}
