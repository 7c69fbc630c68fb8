import type { z } from 'zod';
import type { createUnitRequest, updateUnitRequest } from '@laydown/contracts';
import { CONSTRUCTION_UNITS } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError } from '../../platform/errors';
import type { ListParams } from '../../platform/lists';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as repo from './repository';
import type { TenantScope } from '../../platform/scope';

export const UNIT_TAKEN = 'A unit with this name already exists.';

/** Every new company starts with the construction units (decision 0010). */
export async function seedCompanyUnits(db: Executor, ctx: TenantScope): Promise<void> {
  await repo.insertUnits(
    db,
    ctx,
    CONSTRUCTION_UNITS.map((u) => ({
      name: u.name,
      synonyms: u.synonyms,
      multiplier: u.multiplier ?? '1',
    })),
  );
}

export function listUnits(db: Executor, ctx: TenantScope, params: ListParams<'name'>) {
  return repo.listUnits(db, ctx, params);
}

export async function getUnit(db: Executor, ctx: TenantScope, id: number) {
  return ownedOrNotFound(ctx, await repo.findUnit(db, ctx, id));
}

/** A unit created from the text typed in a unit select, or from the units settings page. */
export async function createUnit(
  db: Executor,
  ctx: TenantScope,
  input: z.output<typeof createUnitRequest>['unit'],
) {
  try {
    const [row] = await repo.insertUnits(db, ctx, [
      {
        name: input.name,
        synonyms: input.synonyms,
        overrideLabel: input.override_label ?? null,
        multiplier: input.multiplier,
        qtyIncrement: input.qty_increment,
      },
    ]);
    if (!row) throw new Error('insert units returned nothing');
    return row;
  } catch (error) {
    if (uniqueViolation(error)) throw new ConflictError(UNIT_TAKEN, 'duplicate_unit');
    throw error;
  }
}

/** Name and multiplier are fixed once created: past orders' extended costs depend on them. */
export async function updateUnit(
  db: Executor,
  ctx: TenantScope,
  id: number,
  input: z.output<typeof updateUnitRequest>['unit'],
) {
  const row = await repo.updateUnit(db, ctx, id, {
    ...(input.synonyms !== undefined ? { synonyms: input.synonyms } : {}),
    ...(input.override_label !== undefined ? { overrideLabel: input.override_label || null } : {}),
    ...(input.qty_increment !== undefined ? { qtyIncrement: input.qty_increment } : {}),
  });
  return ownedOrNotFound(ctx, row);
}
