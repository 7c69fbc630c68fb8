import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { historyEntries } from '../../src/db/schema/index';

/** A record's history entries, oldest first, as the unit of work wrote them. */
export function historyOf(db: Database, companyId: number, subjectType: string, subjectId: number) {
  return db
    .select()
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.companyId, companyId),
        eq(historyEntries.subjectType, subjectType),
        eq(historyEntries.subjectId, subjectId),
      ),
    )
    .orderBy(asc(historyEntries.id));
}
