import type { z } from 'zod';
import type {
  createShippingCarrierRequest,
  updateShippingCarrierRequest,
} from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { diffFields, inUnitOfWork } from '../../platform/unit-of-work';
import * as repo from './repository';

type CreateInput = z.output<typeof createShippingCarrierRequest>['shipping_carrier'];
type UpdateInput = z.output<typeof updateShippingCarrierRequest>['shipping_carrier'];

export type { ShippingCarrierRow } from './repository';

export const CARRIER_TAKEN = 'A shipping carrier with this name already exists.';

const SUBJECT = 'shipping_carrier';
/** The fields a carrier's history shows, by their API names. */
const TRACKED = ['name', 'tracking_url', 'active'] as const;

const tracked = (row: repo.ShippingCarrierRow) => ({
  name: row.name,
  tracking_url: row.trackingUrl,
  active: row.active,
});

const duplicate = (error: unknown): never => {
  if (uniqueViolation(error)) throw new ConflictError(CARRIER_TAKEN, 'duplicate');
  throw error;
};

export function listCarriers(db: Executor, scope: TenantScope) {
  return repo.listCarriers(db, scope);
}

export async function createCarrier(
  db: Executor,
  scope: TenantScope,
  input: CreateInput,
): Promise<repo.ShippingCarrierRow> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const row = await repo
      .insertCarrier(tx, scope, {
        name: input.name,
        trackingUrl: input.tracking_url,
        active: input.active,
      })
      .catch(duplicate);
    await history.record({
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'created',
      title: `Shipping carrier ${row.name} created`,
      snapshot: tracked(row),
    });
    return row;
  });
}

export async function updateCarrier(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: UpdateInput,
): Promise<repo.ShippingCarrierRow> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const before = ownedOrNotFound(scope, await repo.findCarrier(tx, scope, id));
    const row = await repo
      .updateCarrier(tx, scope, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.tracking_url !== undefined ? { trackingUrl: input.tracking_url } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
      })
      .catch(duplicate);
    const after = ownedOrNotFound(scope, row);
    const changes = diffFields(tracked(before), input, TRACKED);
    if (changes.length > 0) {
      await history.record({
        subjectType: SUBJECT,
        subjectId: id,
        action: 'updated',
        title: `Shipping carrier ${after.name} updated`,
        changes,
      });
    }
    return after;
  });
}

/** One carrier of the company, or undefined (another company's answers the same). */
export function findCarrier(db: Executor, scope: TenantScope, id: number) {
  return repo.findCarrier(db, scope, id);
}
