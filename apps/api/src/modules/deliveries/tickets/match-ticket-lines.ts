import { sql } from 'drizzle-orm';
import { CONSTRUCTION_UNITS } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { identifierKey } from './ticket-values';
import type {
  MatchBasis,
  OrderLineForMatch,
  OrderLineProposal,
  TicketLine,
  TicketMatch,
} from './ticket-types';

/**
 * Below this trigram similarity a description match is not proposed (decision 0062). On the
 * example tickets the right description matches score 0.275 ('2X6-12' DF #2&BTR' for '2x6x12
 * Douglas Fir #2 & Better') to 1; pg_trgm's default of 0.3 would lose that one. Look-alike lines
 * (1/2" and 3/4" of one pipe) score far higher and are told apart by taking the best pair first.
 */
export const DESCRIPTION_MATCH_THRESHOLD = 0.25;

interface Candidate {
  ticket: number;
  order: number;
  basis: MatchBasis;
  score: number;
}

/** What is compared: the description with the code, both split into words as search does. */
function comparedText(line: { product_identifier?: string | null; description: string }): string {
  return `${line.description} ${line.product_identifier ?? ''}`;
}

/**
 * Every ticket line / order line pair worth proposing, in one query: the same normalised product
 * identifier, or descriptions whose trigram similarity (pg_trgm, over material_search_words_of
 * so '1/2"' is one word as in material search) reaches the threshold.
 */
async function candidates(
  db: Executor,
  ticketLines: TicketLine[],
  orderLines: OrderLineForMatch[],
): Promise<Candidate[]> {
  const result = await db.execute<{
    t: number;
    o: number;
    same_identifier: boolean;
    score: number;
  }>(sql`
    with t as (
      select t.i::int as i, t.key, material_search_words_of(t.text) as words
      from unnest(${sql.param(ticketLines.map((line) => identifierKey(line.product_identifier)))}::text[],
                  ${sql.param(ticketLines.map(comparedText))}::text[]) with ordinality as t(key, text, i)
    ), o as (
      select o.i::int as i, o.key, material_search_words_of(o.text) as words
      from unnest(${sql.param(orderLines.map((line) => identifierKey(line.product_identifier)))}::text[],
                  ${sql.param(orderLines.map(comparedText))}::text[]) with ordinality as o(key, text, i)
    )
    select t.i as t, o.i as o, (t.key <> '' and t.key = o.key) as same_identifier,
           similarity(t.words, o.words)::float8 as score
    from t cross join o
    where (t.key <> '' and t.key = o.key)
       or similarity(t.words, o.words) >= ${DESCRIPTION_MATCH_THRESHOLD}`);
  return result.rows.map((row) => ({
    ticket: row.t - 1,
    order: row.o - 1,
    basis: row.same_identifier ? 'product_identifier' : 'description',
    score: row.same_identifier ? 1 : row.score,
  }));
}

/** A unit's name or synonym ('pc', 'RL', 'sheets') -> its name ('EA', 'ROLL', 'SHT'). */
const UNIT_NAMES = new Map<string, string>(
  CONSTRUCTION_UNITS.filter((unit) => unit.multiplier === undefined).flatMap((unit) =>
    [unit.name, ...unit.synonyms].map((text): [string, string] => [unitKey(text), unit.name]),
  ),
);

function unitKey(unit: string | null | undefined): string {
  return (unit ?? '').toUpperCase().replace(/[^A-Z]/g, '');
}

function sameUnit(a: string | null | undefined, b: string | null | undefined): boolean {
  const [keyA, keyB] = [unitKey(a), unitKey(b)];
  if (keyA === '' || keyB === '') return true;
  return (UNIT_NAMES.get(keyA) ?? keyA) === (UNIT_NAMES.get(keyB) ?? keyB);
}

/**
 * Proposes, per order line, the quantity a ticket lists for it: identifier matches first, then
 * the most similar descriptions, each order line and each ticket line used at most once (the best
 * pair first, so a line's weaker look-alike cannot take its place). Order lines that nothing
 * matched get no quantity; ticket lines that matched nothing are returned for the receiver to see.
 */
export async function matchTicketLines(
  db: Executor,
  ticketLines: TicketLine[],
  orderLines: OrderLineForMatch[],
): Promise<TicketMatch> {
  const pairs =
    ticketLines.length === 0 || orderLines.length === 0
      ? []
      : await candidates(db, ticketLines, orderLines);
  pairs.sort((a, b) => b.score - a.score || a.ticket - b.ticket || a.order - b.order);
  const byOrder = new Map<number, Candidate>();
  const usedTickets = new Set<number>();
  for (const pair of pairs) {
    if (byOrder.has(pair.order) || usedTickets.has(pair.ticket)) continue;
    byOrder.set(pair.order, pair);
    usedTickets.add(pair.ticket);
  }
  const proposals: OrderLineProposal[] = orderLines.map((orderLine, index) => {
    const pair = byOrder.get(index);
    const ticketLine = pair ? (ticketLines[pair.ticket] ?? null) : null;
    return {
      order_line_id: orderLine.id,
      proposed_quantity: ticketLine?.quantity ?? null,
      confidence: pair ? Math.round(pair.score * 100) / 100 : 0,
      matched_by: pair?.basis ?? null,
      ticket_line: ticketLine,
      unit_differs: ticketLine !== null && !sameUnit(ticketLine.unit, orderLine.unit),
    };
  });
  return {
    order_lines: proposals,
    unmatched_ticket_lines: ticketLines.filter((_, index) => !usedTickets.has(index)),
  };
}
