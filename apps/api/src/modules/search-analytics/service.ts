import type { Executor } from '../../db/client';
import type { CompanyScope } from '../../platform/scope';
import { insertEvent, type AnalyticsEvent } from './repository';

/**
 * Stores one search analytics event for the scope's company and user. A single insert that no
 * reader sees in a history, so it needs no unit of work.
 */
export async function trackEvent(
  db: Executor,
  scope: CompanyScope,
  event: AnalyticsEvent,
): Promise<void> {
  await insertEvent(db, scope, event);
}
