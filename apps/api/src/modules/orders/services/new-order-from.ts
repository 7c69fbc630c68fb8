import { formatPoNumber } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import * as orders from '../repositories/order-repository';
import * as refs from '../repositories/reference-repository';
import { takeOrderSequence } from '../repositories/settings-repository';
import { lastAction } from './order-header';

/**
 * A new order made from another (split, duplicate): the source's header with the next order
 * number of the company (decision 0046), the acting user as its maker and last actor, and the
 * values given (state, links, name).
 */
export async function insertOrderFrom(
  tx: Executor,
  scope: TenantScope,
  source: orders.OrderRow,
  values: orders.OrderUpdate,
): Promise<orders.OrderRow> {
  const project = await refs.findProject(tx, scope, source.projectId);
  const { sequence, method } = await takeOrderSequence(tx, scope);
  const orderNumber = formatPoNumber(method, {
    sequence,
    company_id: scope.companyId,
    project_id: project?.projectCode ?? null,
  });
  const actor = await lastAction(tx, scope);
  return orders.insertOrder(tx, scope, {
    projectId: source.projectId,
    companyVendorId: source.companyVendorId,
    vendorContactIds: source.vendorContactIds,
    watcherIds: source.watcherIds,
    name: source.name,
    tags: source.tags,
    notes: source.notes,
    quoteExpiresAt: source.quoteExpiresAt,
    leadTimeCutoffDate: source.leadTimeCutoffDate,
    termsAndConditionId: source.termsAndConditionId,
    kind: source.kind,
    state: source.state,
    subState: source.subState,
    orderPackageId: source.orderPackageId,
    createdByCompanyUserId: scope.kind === 'session' ? scope.companyUserId : null,
    ...actor.values,
    orderNumber,
    ...values,
  });
}
