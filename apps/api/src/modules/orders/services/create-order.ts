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
import { sideBySide } from '../../../db/side-by-side';
import { ForbiddenError, NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import type { Signer } from '../../files/index';
import { documentKindOf } from '../policy';
import * as orders from '../repositories/order-repository';
import type { OrderRow } from '../repositories/order-repository';
import { planDocument } from './document-plan';
import { documentReferencesOf, loadDocumentRecords } from './document-references';
import { saveOrderFiles, touchesFiles } from './order-files';
import { checkHeader, lastActionBy } from './order-header';
import { SUBJECT } from './order-history';
import { loadOrderCompanyContext, requiredFieldsFor } from './order-context';
import { refuseIfInvalid } from './save-errors';
import { writeDocument } from './write-document';

type CreateInput = z.output<typeof createOrderRequest>['order'];

/** A new order: its id and its header row as inserted. */
export interface CreatedOrder {
  id: number;
  order: OrderRow;
}
type QuickPoInput = z.output<typeof quickPoRequest>['order'];

/** The permissions of the scope that may take `action` from nothing (the §4 table's "who"). */
export function authorizeCreate(scope: TenantScope, action: OrderAction): void {
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
  options: {
    /** Another §4 create row (a request: the demo seed; later, the request forms). */
    createAs?: OrderAction;
    /** Reads the signed ids of the files sent (decision 0053). */
    signer?: Signer;
  } = {},
): Promise<CreatedOrder> {
  const { createAs, signer } = options;
  if (touchesFiles(input) && (!signer || scope.kind !== 'session')) {
    throw new Error('order files are attached by a signed-in member, with the signer');
  }
  const kind = mode === 'quick_po' ? 'ORDER' : (input.kind ?? 'ORDER');
  const action: OrderAction = createAs
    ? createAs
    : mode === 'quick_po'
      ? 'create_quick_po'
      : kind === 'RFQ'
        ? 'create_draft_quote'
        : 'create_draft_order';
  authorizeCreate(scope, action);
  const position = transitionOrder(null, action);
  const now = new Date();
  // Everything the create reads is read first, side by side, outside the transaction (read
  // committed would give a statement inside it no older view); foreign keys still guard the
  // writes. Each round trip waited for is milliseconds on a busy machine (decision 0058).
  const [company, records] = await sideBySide(db, [
    () => loadOrderCompanyContext(db, scope),
    () => loadDocumentRecords(db, scope, input),
  ]);
  const header = await checkHeader(db, scope, input, records);
  const refs = documentReferencesOf(records, input.deliveries);
  const actor = lastActionBy(company.authorName);
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
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

    const { packageId, sequence, method } = await orders.takePackageAndSequence(
      tx,
      scope,
      input.order_package_id == null
        ? { name: header.values.name, projectId: header.project.id }
        : { id: input.order_package_id },
    );
    if (packageId === null) throw new NotFoundError();
    const orderNumber = formatPoNumber(method, {
      sequence,
      company_id: scope.companyId,
      project_id: header.project.projectCode,
    });
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
    const fileChanges =
      signer && scope.kind === 'session'
        ? await saveOrderFiles(tx, signer, scope, order.id, input)
        : [];
    await history.record({
      subjectType: SUBJECT,
      subjectId: order.id,
      action: 'create',
      title: `${actor.name} created ${kind === 'RFQ' ? 'RFQ' : 'order'} ${orderNumber} on {date}`,
      snapshot: {
        order: { ...header.values, order_number: orderNumber, ...position },
        deliveries: plan.deliveries,
      },
      changes: fileChanges,
    });
    return { id: order.id, order };
  });
}
