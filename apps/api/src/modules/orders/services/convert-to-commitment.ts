import type { CommitmentRecord } from '@laydown/contracts';
import type { OrderState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { CONVERTIBLE_STATES, canViewCosts } from '../policy';
import * as actions from '../repositories/action-repository';
import * as orders from '../repositories/order-repository';
import { stateRefusal } from './action-guards';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';

export const ALREADY_CONVERTED = 'This order has already been converted to a commitment.';

function present(
  row: actions.CommitmentRow,
  materials: actions.CommitmentMaterialRow[],
  costs: boolean,
): CommitmentRecord {
  return {
    id: row.id,
    commitment_type: row.commitmentType,
    status: row.status,
    name: row.name,
    project_id: row.projectId,
    company_vendor_id: row.companyVendorId,
    source_order_id: row.sourceOrderId,
    commitment_materials: materials.map((m) => ({
      id: m.id,
      position: m.position,
      company_material_id: m.companyMaterialId,
      order_material_id: m.orderMaterialId,
      description: m.description,
      quantity: m.quantity,
      unit_id: m.unitId,
      unit_name: m.unitName,
      cost_code_id: m.costCodeId,
      locked: m.locked,
      ...(costs ? { unit_cost: m.unitCost } : {}),
    })),
  };
}

/**
 * POST /order/{id}/convert_to_commitment (§4 order action "convert to commitment"; decision
 * 0050): a placed order's live lines become the rows of a new material commitment of its project
 * and vendor (§3 Commitment), each line linked to its row (commitment_material_id) and the order
 * to the commitment. Once only (409 after); no state change (0045). A reader without
 * can_view_costs gets the rows without their unit costs.
 */
export async function convertToCommitment(
  db: Executor,
  scope: TenantScope,
  id: number,
): Promise<CommitmentRecord> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const order = await writableOrder(tx, scope, id);
    if (!CONVERTIBLE_STATES.includes(order.state as OrderState)) {
      throw stateRefusal(order, 'converted to a commitment');
    }
    if (order.commitmentId !== null) throw new ConflictError(ALREADY_CONVERTED);
    const lines = await actions.liveLines(tx, scope, [id]);
    const { commitment, materials } = await actions.insertCommitment(
      tx,
      scope,
      {
        projectId: order.projectId,
        companyVendorId: order.companyVendorId,
        commitmentType: 'material',
        status: order.state === 'DELIVERED' ? 'DELIVERED' : 'CONFIRMED',
        name: order.name || order.orderNumber,
        sourceOrderId: order.id,
        createdByCompanyUserId: scope.kind === 'session' ? scope.companyUserId : null,
      },
      lines,
    );
    const actor = await lastAction(tx, scope);
    await orders.updateOrder(tx, scope, id, { commitmentId: commitment.id, ...actor.values });
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} converted ${order.orderNumber} to a commitment on {date}`,
      changes: [{ section: 'order', field: 'commitmentId', old: null, new: commitment.id }],
    });
    return present(commitment, materials, canViewCosts(scope));
  });
}
