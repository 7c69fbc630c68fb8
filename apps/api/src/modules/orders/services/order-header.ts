import type { z } from 'zod';
import type { createOrderRequest } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import type { DocumentRecords } from '../repositories/document-records-repository';
import type { OrderInsert } from '../repositories/order-repository';
import * as refs from '../repositories/reference-repository';
import { refuseProjectOutsideGroups } from './order-access';

type HeaderIn = Omit<z.output<typeof createOrderRequest>['order'], 'kind' | 'order_package_id'>;

/**
 * The order header's records, each the company's own (another company's project, vendor, contact
 * or watcher answers 404 like a missing one), and the header's stored values. The records are
 * read with the document's (`loadDocumentRecords`, one statement).
 */
export async function checkHeader(
  db: Executor,
  scope: TenantScope,
  input: HeaderIn,
  records: DocumentRecords,
) {
  const vendorId = input.company_vendor_id ?? null;
  const contactIds = [...new Set(input.vendor_contact_ids ?? [])];
  const watcherIds = [...new Set(input.watcher_ids ?? [])];
  const { project, vendor } = records;
  if (!project) throw new NotFoundError();
  await refuseProjectOutsideGroups(db, scope, project.id);
  if (vendorId !== null && !vendor) throw new NotFoundError();
  if (!contactIds.every((id) => records.contactIds.has(id))) throw new NotFoundError();
  if (!watcherIds.every((id) => records.watcherIds.has(id))) throw new NotFoundError();
  const values = {
    projectId: project.id,
    companyVendorId: vendorId,
    vendorContactIds: contactIds,
    watcherIds,
    name: input.name ?? '',
    tags: [...new Set(input.tags ?? [])],
    notes: input.notes,
    quoteExpiresAt: input.quote_expires_at ? new Date(input.quote_expires_at) : null,
    leadTimeCutoffDate: input.lead_time_cutoff_date_timestamp
      ? new Date(input.lead_time_cutoff_date_timestamp)
      : null,
  } satisfies Partial<OrderInsert>;
  return { project, vendor, values };
}

/** §3 Last action: who acted last, as the order shows it. */
export async function lastAction(db: Executor, scope: TenantScope) {
  const user = scope.userId === null ? undefined : await refs.findUserName(db, scope.userId);
  return lastActionBy(authorName(user));
}

/** A user's name as the order's history and last action show it ('Laydown' for the system). */
export function authorName(
  user: { firstName: string | null; lastName: string | null; email: string | null } | undefined,
): string {
  return user?.email
    ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
    : 'Laydown';
}

/** §3 Last action by the named author, now. */
export function lastActionBy(name: string) {
  return {
    values: {
      lastActionAuthorType: 'User',
      lastActionAuthorName: name,
      lastActionAt: new Date(),
    } satisfies Partial<OrderInsert>,
    name,
  };
}
