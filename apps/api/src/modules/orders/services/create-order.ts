import type { z } from 'zod';
import type { createOrderRequest, quickPoRequest } from '@laydown/contracts';
import {
  formatPoNumber,
  mayTakeTransition,
  findOrderTransition,
  transitionOrder,
  type OrderAction,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ForbiddenError, NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { documentKindOf } from '../policy';
import * as orders from '../repositories/order-repository';
import { takeOrderSequence } from '../repositories/settings-repository';
import { planDocument } from './document-plan';
import { loadDocumentReferences } from './document-references';
import { lastAction, checkHeader } from './order-header';
import { SUBJECT } from './order-history';
import { loadOrderCompanyContext, requiredFieldsFor } from './order-context';
import { refuseIfInvalid } from './save-errors';
import { writeDocument } from './write-document';

type CreateInput = z.output<typeof createOrderRequest>['order'];
type QuickPoInput = z.output<typeof quickPoRequest>['order'];

/** The permissions of the scope that may take `action` from nothing (the §4 table's "who"). */
function authorizeCreate(scope: TenantScope, action: OrderAction): void {
  const row = findOrderTransition(null, action);
  const requester =
    scope.kind === 'system'
      ? ({ kind: 'system' } as const)
      : ({ kind: 'company', permissions: scope.permissions } as const);
  if (!row || !(scope.kind === 'system' || mayTakeTransition(requester, row.by))) {
    throw new ForbiddenError();
  }
}

/**
 * POST /order (a draft purchase order or RFQ) and POST /order/quick_po (a purchase order placed
 * at once): the header, deliveries and lines in one unit of work, with its number and history.
 */
export async function createOrder(
  db: Executor,
  scope: TenantScope,
  input: CreateInput | (QuickPoInput & { kind?: undefined; order_package_id?: undefined }),
  mode: 'draft' | 'quick_po',
): Promise<number> {
  const kind = mode === 'quick_po' ? 'ORDER' : (input.kind ?? 'ORDER');
  const action: OrderAction =
    mode === 'quick_po'
      ? 'create_quick_po'
      : kind === 'RFQ'
        ? 'create_draft_quote'
        : 'create_draft_order';
  authorizeCreate(scope, action);
  const position = transitionOrder(null, action);
  const company = await loadOrderCompanyContext(db, scope);
  const now = new Date();
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const header = await checkHeader(tx, scope, input);
    const refs = await loadDocumentReferences(tx, scope, input.deliveries);
    const plan = planDocument(input.deliveries, refs, null, {
      projectId: header.project.id,
      orderDate: now,
      required: requiredFieldsFor(company, documentKindOf({ ...position, kind })),
      configuration: {
        config: company.config,
        phase: company.costCodeSettings.independent_phase_codes_enabled,
      },
      costCodeSettings: company.costCodeSettings,
      canCreateMaterial:
        scope.kind === 'system' || scope.permissions.has('can_create_new_material'),
    });
    refuseIfInvalid(plan.errors);

    let packageId = input.order_package_id ?? null;
    if (packageId !== null && !(await orders.packageExists(tx, scope, packageId))) {
      throw new NotFoundError();
    }
    packageId ??= await orders.insertPackage(tx, scope, {
      name: header.values.name,
      projectId: header.project.id,
    });
    const { sequence, method } = await takeOrderSequence(tx, scope);
    const orderNumber = formatPoNumber(method, {
      sequence,
      company_id: scope.companyId,
      project_id: header.project.projectCode,
    });
    const actor = await lastAction(tx, scope);
    const order = await orders.insertOrder(tx, scope, {
      ...header.values,
      ...actor.values,
      orderNumber,
      kind,
      state: position.state,
      subState: position.sub_state,
      orderPackageId: packageId,
      quickCreated: mode === 'quick_po',
      orderedAt: position.state === 'ORDERED' ? now : null,
      createdByCompanyUserId: scope.kind === 'session' ? scope.companyUserId : null,
      createdAt: now,
      updatedAt: now,
    });
    await writeDocument(tx, scope, order.id, plan.deliveries, null);
    await history.record({
      subjectType: SUBJECT,
      subjectId: order.id,
      action: 'create',
      title: `${actor.name} created ${kind === 'RFQ' ? 'RFQ' : 'order'} ${orderNumber} on {date}`,
      snapshot: {
        order: { ...header.values, order_number: orderNumber, ...position },
        deliveries: plan.deliveries,
      },
    });
    return order.id;
  });
}
