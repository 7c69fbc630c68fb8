import { liveChannels, type LivePdfAvailablePayload } from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { findMemberScope } from '../../../platform/auth/member-scope';
import { NotFoundError } from '../../../platform/errors';
import type { JobPayloads } from '../../../platform/jobs/job-names';
import { orderPdf } from '../services/order-pdf';
import { storeAndAnnouncePdf } from './announce';

type Payload = JobPayloads['orders.pdf'];

/**
 * The `orders.pdf` job (decision 0096): renders the PDF GET /order/{id}.pdf would answer the
 * member now (their project groups, no prices without can_view_costs), stores it as a file only
 * they can open, and announces it on their user channel in the same unit of work: a failed run
 * announces nothing. A member who left the company, or an order they can no longer read, gets
 * nothing. Answers the message published, or null.
 */
export async function renderRequestedPdf(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  payload: Payload,
): Promise<LivePdfAvailablePayload | null> {
  const { db } = deps;
  const scope = await findMemberScope(db, payload.companyId, payload.userId);
  if (!scope) return null;
  let pdf: Awaited<ReturnType<typeof orderPdf>>;
  try {
    pdf = await orderPdf(db, scope, payload.orderId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  return storeAndAnnouncePdf(deps, scope, {
    orderId: payload.orderId,
    pdf,
    channel: liveChannels.user(scope.userId),
    asker: { by_user_id: scope.userId },
  });
}

/** Registers the job's worker (modules/workers.ts). */
export function registerOrderPdf(deps: AppDeps): void {
  deps.jobs.work('orders.pdf', async (payload) => {
    await renderRequestedPdf(deps, payload);
  });
}
