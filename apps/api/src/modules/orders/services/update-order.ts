import type { z } from 'zod';
import type { updateOrderRequest } from '@laydown/contracts';
import { ORDER_RULE_MESSAGES, type OrderState, type OrderSubState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError, ForbiddenError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import type { Signer } from '../../files/index';
import { canEditOrder, documentKindOf, orderLocked } from '../policy';
import { loadDocument } from '../repositories/document-repository';
import * as orders from '../repositories/order-repository';
import { refuseIfLockedByAnother } from '../sessions/service';
import { writableOrder } from './order-access';
import { planDocument } from './document-plan';
import { documentReferencesOf, loadDocumentRecords } from './document-references';
import { saveOrderFiles } from './order-files';
import { checkHeader, lastActionBy } from './order-header';
import { documentChanges, headerChanges, SUBJECT } from './order-history';
import { loadOrderCompanyContext, requiredFieldsFor } from './order-context';
import { refuseIfInvalid } from './save-errors';
import { writeDocument } from './write-document';

type UpdateInput = z.output<typeof updateOrderRequest>['order'];

export const ORDER_READ_ONLY = (state: string) => `An order in state ${state} cannot be edited.`;

/** The facts the lock option and the policy read from a stored order. */
export function orderFacts(order: orders.OrderRow) {
  return {
    state: order.state as OrderState,
    sub_state: order.subState as OrderSubState | null,
    kind: order.kind as 'ORDER' | 'RFQ',
    invoiced: order.invoicedAt !== null,
  };
}

/**
 * PATCH /order/{id}: the whole document replaces the stored one, based on `version` (an older
 * one is refused with 409 and the current version, nothing written). Deliveries and lines not
 * sent are deleted; the lock order option and the state's edit permission are checked first.
 */
export async function updateOrder(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
  input: UpdateInput,
): Promise<void> {
  const company = await loadOrderCompanyContext(db, scope);
  await inUnitOfWork(db, scope, async ({ tx, history, expectVersion }) => {
    const order = await writableOrder(tx, scope, id);
    await refuseIfLockedByAnother(tx, scope, id);
    const facts = orderFacts(order);
    if (!canEditOrder(scope, order)) {
      if (order.state === 'CANCELLED') {
        throw new ConflictError(ORDER_READ_ONLY(order.state), 'invalid_transition');
      }
      throw new ForbiddenError();
    }
    expectVersion(order.version, input.version);
    if (orderLocked(company.settings.lockOrderOption, facts)) {
      const option = company.settings.lockOrderOption as Exclude<
        typeof company.settings.lockOrderOption,
        'NEVER'
      >;
      throw new ConflictError(ORDER_RULE_MESSAGES.poLocked[option], 'order_locked');
    }
    const records = await loadDocumentRecords(tx, scope, input);
    const header = await checkHeader(tx, scope, input, records);
    const existing = await loadDocument(tx, scope, id);
    const refs = documentReferencesOf(records, input.deliveries);
    const plan = planDocument(input.deliveries, refs, existing, {
      projectId: header.project.id,
      orderDate: order.createdAt,
      required: requiredFieldsFor(company, documentKindOf(facts)),
      configuration: {
        config: company.config,
        phase: company.costCodeSettings.independent_phase_codes_enabled,
      },
      costCodeSettings: company.costCodeSettings,
      canCreateMaterial: scope.permissions.has('can_create_new_material'),
    });
    refuseIfInvalid(plan.errors);
    const actor = lastActionBy(company.authorName);
    await writeDocument(tx, scope, id, plan.deliveries, existing);
    await orders.updateOrder(tx, scope, id, { ...header.values, ...actor.values });
    const fileChanges = await saveOrderFiles(tx, signer, scope, id, input);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} updated ${order.orderNumber} on {date}`,
      snapshot: { order: header.values, deliveries: plan.deliveries },
      changes: [
        ...headerChanges(order, header.values),
        ...documentChanges(existing, plan.deliveries),
        ...fileChanges,
      ],
    });
  });
}
