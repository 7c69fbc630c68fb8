import type { z } from 'zod';
import type { createOrderRequest } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import type { OrderInsert } from '../repositories/order-repository';
import * as refs from '../repositories/reference-repository';

type HeaderIn = Omit<z.output<typeof createOrderRequest>['order'], 'kind' | 'order_package_id'>;

/**
 * The order header's records, each the company's own (another company's project, vendor, contact
 * or watcher answers 404 like a missing one), and the header's stored values.
 */
export async function checkHeader(tx: Executor, scope: TenantScope, input: HeaderIn) {
  const project = await refs.findProject(tx, scope, input.project_id);
  if (!project) throw new NotFoundError();
  const vendorId = input.company_vendor_id ?? null;
  const vendor = vendorId === null ? null : await refs.findCompanyVendor(tx, scope, vendorId);
  if (vendorId !== null && !vendor) throw new NotFoundError();
  const contactIds = [...new Set(input.vendor_contact_ids ?? [])];
  if (contactIds.length > 0) {
    const found =
      vendorId === null ? new Set() : await refs.vendorContactIds(tx, scope, vendorId, contactIds);
    if (found.size !== contactIds.length) throw new NotFoundError();
  }
  const watcherIds = [...new Set(input.watcher_ids ?? [])];
  if ((await refs.companyUserIds(tx, scope, watcherIds)).size !== watcherIds.length) {
    throw new NotFoundError();
  }
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
export async function lastAction(tx: Executor, scope: TenantScope) {
  const user = scope.userId === null ? undefined : await refs.findUserName(tx, scope.userId);
  const name = user
    ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
    : 'Laydown';
  return {
    values: {
      lastActionAuthorType: 'User',
      lastActionAuthorName: name,
      lastActionAt: new Date(),
    } satisfies Partial<OrderInsert>,
    name,
  };
}
