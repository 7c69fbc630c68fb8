import type { Executor } from '../../db/client';
import { searchAnalyticsEvents } from '../../db/schema/index';
import type { CompanyScope } from '../../platform/scope';

export type AnalyticsEvent = Omit<
  typeof searchAnalyticsEvents.$inferInsert,
  'id' | 'companyId' | 'userId' | 'createdAt'
>;

export async function insertEvent(
  db: Executor,
  ctx: Pick<CompanyScope, 'companyId' | 'userId'>,
  event: AnalyticsEvent,
): Promise<void> {
  await db
    .insert(searchAnalyticsEvents)
    .values({ ...event, companyId: ctx.companyId, userId: ctx.userId });
}
