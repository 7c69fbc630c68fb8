import type { z } from 'zod';
import type { vendorResponseDecisionRequest } from '@laydown/contracts';
import {
  decideVendorResponse,
  vendorMayRespond,
  VENDOR_PORTAL_MESSAGES,
  VENDOR_PRICE_MESSAGES,
  type OrderState,
  type VendorResponseType,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError, ValidationError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as orders from '../repositories/order-repository';
import * as docs from '../repositories/vendor-document-repository';
import { refuseIfLockedByAnother } from '../sessions/service';
import { feedAcceptedPrice, refuseUnlessMaySetPreferred } from './accepted-vendor-price';
import { refuseUnlessEditable } from './action-guards';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';
import { lineMoneyAfter } from './vendor-portal';

type Input = z.output<typeof vendorResponseDecisionRequest>;

const trim = (value: string | null) =>
  value === null || !value.includes('.') ? value : value.replace(/0+$/, '').replace(/\.$/, '');

/**
 * POST /order/{id}/vendor_response (issue 12 "the purchaser accepts or rejects each", decision
 * 0087): an accepted substitution replaces the line's material (its text; the catalogue link is
 * cleared, as for any change of a line's material text), the history entry showing both; an
 * accepted price stays the line's price and joins the material's quote history, and on request
 * its preferred vendor price (decision 0093); a rejected price goes back to the purchaser's. Who
 * may edit the document as it stands decides, unless another user holds its edit lock. Its live
 * `refresh` is the history follower's (order-live.ts), as for every order write.
 */
export async function decideLineResponse(
  db: Executor,
  scope: CompanyScope,
  orderId: number,
  input: Input,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history, expectVersion }) => {
    const setPreferred = input.set_preferred === true;
    refuseUnlessMaySetPreferred(scope, setPreferred);
    const order = await writableOrder(tx, scope, orderId);
    if (input.version !== undefined) expectVersion(order.version, input.version);
    await refuseUnlessEditable(tx, scope, order, 'answered');
    if (!vendorMayRespond(order.state as OrderState)) {
      throw new ConflictError(VENDOR_PORTAL_MESSAGES.notAnswerable, 'invalid_transition');
    }
    await refuseIfLockedByAnother(tx, scope, orderId);
    const [row] = await docs.findLinesForAnswer(tx, scope, orderId, [input.order_material_id]);
    if (!row) {
      throw new ValidationError('Not a line of this document.', {
        order_material_id: ['Not a line of this document.'],
      });
    }
    const { line } = row;
    const outcome = decideVendorResponse(
      {
        vendor_response: line.vendorResponse as VendorResponseType[],
        vendor_note: line.vendorNote,
        changed_unit_cost_by_vendor: line.changedUnitCostByVendor,
        prev_unit_cost: line.prevUnitCost,
        status: line.vendorResponseStatus as 'ACCEPTED' | 'REJECTED' | null,
      },
      input.decision,
    );
    if (!outcome.ok) throw new ValidationError(outcome.message, { decision: [outcome.message] });
    const priceBack = outcome.unit_cost !== undefined;
    const values = {
      vendorResponseStatus: outcome.status,
      ...(outcome.description === undefined
        ? {}
        : { description: outcome.description, companyMaterialId: null }),
      ...(priceBack
        ? {
            unitCost: outcome.unit_cost,
            changedUnitCostByVendor: false,
            ...lineMoneyAfter(row, { unitCost: outcome.unit_cost ?? null }),
          }
        : {}),
    };
    await docs.updateVendorLine(tx, scope, line.id, values);
    if (outcome.status === 'ACCEPTED')
      await feedAcceptedPrice(tx, scope, order, line, setPreferred);
    else if (setPreferred) {
      const problem = VENDOR_PRICE_MESSAGES.preferredNeedsPrice;
      throw new ValidationError(problem, { set_preferred: [problem] });
    }
    const actor = await lastAction(tx, scope);
    await orders.updateOrder(tx, scope, orderId, actor.values);
    const field = (name: string) => `${line.id}.${name}`;
    await history.record({
      subjectType: SUBJECT,
      subjectId: orderId,
      action: 'update',
      title: `${actor.name} ${outcome.status === 'ACCEPTED' ? 'accepted' : 'rejected'} the vendor's response on ${order.orderNumber} on {date}`,
      changes: [
        {
          section: 'order_materials',
          field: field('vendor_response_status'),
          old: line.vendorResponseStatus,
          new: outcome.status,
        },
        ...(outcome.description === undefined
          ? []
          : [
              {
                section: 'order_materials',
                field: field('description'),
                old: line.description,
                new: outcome.description,
              },
            ]),
        ...(priceBack
          ? [
              {
                section: 'order_materials',
                field: field('unit_cost'),
                old: trim(line.unitCost),
                new: trim(outcome.unit_cost ?? null),
              },
            ]
          : []),
      ],
    });
  });
}
