import { sql, type SQL } from 'drizzle-orm';
import {
  MATERIAL_FACET_KEYS,
  type MaterialCostFacetKey,
  type MaterialFacetKey,
  type MaterialFilterKey,
  type MaterialSort,
} from '@laydown/domain';
import type { Executor } from '../../db/client';
import { costFacetParts, costFilterConditions } from './cost-code-search';
import {
  preferredVendorFacet,
  preferredVendorFilter,
  vendorFacetRows,
  vendorFilteredRead,
} from './vendor-price-search';

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

/** The full-text candidates: exact identifier or manufacturer hits, then word matches. */
function fullTextHits(scope: SearchScope, tsQuery: string, exactTerm: string): SQL {
  const companies = sql`m.company_id = any(${sql.param(scope.companyIds)}::int[])`;
  return sql`
    hits as (
      (select m.id, 1 as exact, 0::real as rank
       from company_materials m ${settingsJoin(scope)}
       where ${companies} and lower(m.product_identifier) = ${exactTerm} and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
      union all
      -- Separate from the identifier branch so each is a plain index scan that stops at the cap.
      (select m.id, 1, 0::real
       from company_materials m ${settingsJoin(scope)}
       where ${companies} and lower(m.manufacturer) = ${exactTerm} and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
      union all
      (select m.id, 0, ts_rank(m.search_vector, q.query)
       from company_materials m ${settingsJoin(scope)},
         to_tsquery('simple', ${tsQuery}) q(query)
       where ${companies} and m.search_vector @@ q.query and ${filterSql(scope)}
       limit ${SEARCH_CANDIDATE_CAP})
    ),
    ranked as (select id, max(exact) as exact, max(rank) as rank from hits group by id)`;
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

/**
 * Runs a full-text query. The planner reads a broad search from the table until the cap,
 * expecting matches early; but materials arrive grouped (uploads, catalogues), and at a million
 * rows that read passed 66,000 rows before the first 'copper pipe'. Unless the search is dense
 * (DENSE_SHARE), its matches are read through the GIN index, in a time that does not depend on
 * the order of the rows. Either way the candidates are the first matches in storage order
 * (decision 0021).
 */
async function fullTextQuery<T>(
  db: Executor,
  tsQuery: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  if (!(await readsThroughIndex(db, tsQuery))) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return work(tx);
  });
}

export interface IdPage {
  ids: number[];
  total: number;
  exhaustive: boolean;
}

/** Ranked full-text page: exact hits first, then by rank (or by the chosen sort). */
export async function fullTextPage(
  db: Executor,
  scope: SearchScope,
  tsQuery: string,
  exactTerm: string,
  sort: MaterialSort | undefined,
  page: Page,
): Promise<IdPage> {
  const order = sort ? orderSql(sort, 'm.') : sql`r.exact desc, r.rank desc, m.description, m.id`;
  return fullTextQuery(db, tsQuery, async (tx) => {
    const result = await tx.execute<{ id: number; total: string }>(sql`
      with ${fullTextHits(scope, tsQuery, exactTerm)}
      select m.id, count(*) over () as total
      from ranked r join company_materials m on m.id = r.id
      order by ${order}
      limit ${page.limit} offset ${page.offset}`);
    const total = await (result.rows.length > 0 || page.offset === 0
      ? Number(result.rows[0]?.total ?? 0)
      : countFullText(tx, scope, tsQuery, exactTerm));
    return { ids: result.rows.map((r) => r.id), total, exhaustive: total < SEARCH_CANDIDATE_CAP };
  });
}

async function countFullText(db: Executor, scope: SearchScope, tsQuery: string, exact: string) {
  const result = await db.execute<{ total: string }>(sql`
    with ${fullTextHits(scope, tsQuery, exact)}
    select count(*) as total from ranked`);
  return Number(result.rows[0]?.total ?? 0);
}

export async function fullTextFacets(
  db: Executor,
  scope: SearchScope,
  tsQuery: string,
  exactTerm: string,
): Promise<FacetRow[]> {
  return fullTextQuery(db, tsQuery, (tx) =>
    facetRows(
      tx,
      scope,
      sql`with ${fullTextHits(scope, tsQuery, exactTerm)}`,
      sql`select ${facetColumns()} from ranked r join company_materials m on m.id = r.id`,
    ),
  );
}

/**
 * A plain relational page: ordered per company and merged, so each branch reads its
 * (company_id, description) index instead of sorting a million rows. `contains` is the fallback
 * search (substring of description, identifier or manufacturer).
 */
export async function relationalPage(
  db: Executor,
  scope: SearchScope,
  contains: string | undefined,
  sort: MaterialSort | undefined,
  page: Page,
): Promise<IdPage> {
  const branch = (companyId: number) => sql`
    (select m.id, m.description, m.product_identifier, m.manufacturer, m.material, m."group",
       m.size, m.created_at
     from company_materials m ${settingsJoin(scope)}
     where m.company_id = ${companyId} and ${relationalWhere(scope, contains)}
     order by ${orderSql(sort, 'm.')} limit ${page.offset + page.limit})`;
  if (scope.companyIds.length === 0) return { ids: [], total: 0, exhaustive: true };
  const [result, counted] = await vendorFilteredRead(db, scope.preferredVendorIds, async (tx) => [
    await tx.execute<{ id: number }>(sql`
      select id from (${sql.join(scope.companyIds.map(branch), sql` union all `)}) x
      order by ${orderSql(sort)} limit ${page.limit} offset ${page.offset}`),
    await tx.execute<{ total: string }>(sql`
      select count(*) as total from (
        select 1 from company_materials m ${settingsJoin(scope)}
        where m.company_id = any(${sql.param(scope.companyIds)}::int[])
          and ${relationalWhere(scope, contains)}
        limit ${COUNT_CAP + 1}) c`),
  ]);
  const total = Number(counted.rows[0]?.total ?? 0);
  return {
    ids: result.rows.map((r) => r.id),
    total: Math.min(total, COUNT_CAP),
    exhaustive: total <= COUNT_CAP,
  };
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
  const values = sql.join(
    [
      ...MATERIAL_FACET_KEYS.map((key) => sql`(${key}, m.${sql.identifier(key)})`),
      ...(cost?.values ?? []),
    ],
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
      select f.key, f.value, count(*) as count
      from rows m ${cost?.joins ?? sql``} cross join lateral (values ${values}) f(key, value)
      where f.value is not null and f.value <> ''
      group by f.key, f.value
      union all ${preferredVendorFacet(scope.companyId)}) c`);
  return result.rows.map((r) => ({
    key: r.key,
    value: r.value,
    count: Number(r.count),
    scanned: Number(r.scanned),
  }));
}

/**
 * The vocabulary words that start with the word being typed (at most `limit`); its trigram index
 * answers a prefix of 3 or more characters. Words hold only letters and digits: no LIKE escapes.
 */
export async function completions(
  db: Executor,
  companyIds: number[],
  prefix: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute<{ word: string }>(sql`
    select distinct w.word from material_search_words w
    where w.company_id = any(${sql.param(companyIds)}::int[]) and w.word like ${`${prefix}%`}
    limit ${limit}`);
  return result.rows.map((r) => r.word).sort();
}

/**
 * Spelling corrections from the vocabulary for words it does not know (the last word counts as
 * known when a vocabulary word starts with it, since the user may still be typing).
 */
export async function corrections(
  db: Executor,
  companyIds: number[],
  words: string[],
  lastWord: string | undefined,
): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const result = await db.execute<{ word: string; correction: string }>(sql`
    select t.word, c.word as correction
    from unnest(${sql.param(words)}::text[]) as t(word)
    cross join lateral (
      select w.word from material_search_words w
      where w.company_id = any(${sql.param(companyIds)}::int[]) and w.word % t.word
        and similarity(w.word, t.word) >= 0.4
      order by similarity(w.word, t.word) desc, w.word limit 3
    ) c
    where not exists (
      select 1 from material_search_words e
      where e.company_id = any(${sql.param(companyIds)}::int[])
        and (e.word = t.word or (t.word = ${lastWord ?? ''} and starts_with(e.word, t.word)))
    )`);
  const map = new Map<string, string[]>();
  for (const row of result.rows) {
    // The company's and the provider's vocabularies may both hold the correction.
    const known = map.get(row.word) ?? [];
    if (!known.includes(row.correction)) map.set(row.word, [...known, row.correction]);
  }
  return map;
}
