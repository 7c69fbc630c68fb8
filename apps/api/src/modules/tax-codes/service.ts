import type { z } from 'zod';
import type {
  createTaxCodeRequest,
  taxCodeListQuery,
  taxCodeRateInput,
  updateTaxCodeRequest,
} from '@laydown/contracts';
import { RATE_OVERLAP_MESSAGE, windowProblem, windowsOverlap } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { diffFields, inUnitOfWork, type UnitOfWork } from '../../platform/unit-of-work';
import * as repo from './repository';

type RateInput = z.output<typeof taxCodeRateInput>;
type UpdateInput = z.output<typeof updateTaxCodeRequest>['tax_code'];

const SUBJECT = 'tax_code';
/** The fields a tax code's history shows, by their API names. */
const TRACKED = ['code', 'description', 'tax_type', 'active'] as const;

function tracked(row: repo.TaxCodeRow) {
  return {
    code: row.code,
    description: row.description,
    tax_type: row.taxType,
    active: row.discardedAt === null,
  };
}

export const TAX_CODE_TAKEN = 'A tax code with this code already exists.';

const duplicate = (error: unknown): never => {
  if (uniqueViolation(error)) throw new ConflictError(TAX_CODE_TAKEN, 'duplicate');
  throw error;
};

export async function listTaxCodes(
  db: Executor,
  ctx: TenantScope,
  query: z.output<typeof taxCodeListQuery>,
) {
  const { rows, total } = await repo.listTaxCodes(db, ctx, query);
  const rates = await repo.ratesOf(
    db,
    ctx,
    rows.map((r) => r.id),
  );
  return {
    total,
    rows: rows.map((row) => ({ row, rates: rates.filter((r) => r.taxCodeId === row.id) })),
  };
}

export async function loadTaxCode(db: Executor, ctx: TenantScope, id: number) {
  const row = ownedOrNotFound(ctx, await repo.findTaxCode(db, ctx, id));
  return { row, rates: await repo.ratesOf(db, ctx, [id]) };
}

/** Adds rates one by one, refusing a window that overlaps one already there (or in the same save). */
async function addRates(
  db: Executor,
  ctx: TenantScope,
  taxCodeId: number,
  inputs: RateInput[],
  fieldOf: (index: number) => string,
) {
  const existing = (await repo.ratesOf(db, ctx, [taxCodeId])).map((r) => ({
    available_at: r.availableAt,
    expire_at: r.expireAt,
  }));
  for (const [index, input] of inputs.entries()) {
    const key = fieldOf(index);
    const problem = windowProblem(input);
    if (problem) throw new ValidationError(problem, { [`${key}.expire_at`]: [problem] });
    if (existing.some((w) => windowsOverlap(w, input))) {
      throw new ValidationError(RATE_OVERLAP_MESSAGE, {
        [`${key}.available_at`]: [RATE_OVERLAP_MESSAGE],
      });
    }
    await repo.insertRate(db, ctx, {
      taxCodeId,
      rate: input.rate,
      availableAt: input.available_at,
      expireAt: input.expire_at,
    });
    existing.push(input);
  }
}

export async function createTaxCode(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof createTaxCodeRequest>['tax_code'],
): Promise<number> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const row = await repo
      .insertTaxCode(tx, scope, {
        code: input.code,
        description: input.description,
        taxType: input.tax_type,
      })
      .catch(duplicate);
    await addRates(tx, scope, row.id, input.tax_code_rates, (i) => `tax_code.tax_code_rates.${i}`);
    await history.record({
      subjectType: SUBJECT,
      subjectId: row.id,
      action: 'created',
      title: `Tax code ${row.code} created`,
      snapshot: { ...tracked(row), tax_code_rates: input.tax_code_rates },
    });
    return row.id;
  });
}

export async function updateTaxCode(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: UpdateInput,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const before = ownedOrNotFound(scope, await repo.findTaxCode(tx, scope, id, true));
    await repo
      .updateTaxCode(tx, scope, id, {
        ...(input.code !== undefined ? { code: input.code } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.tax_type !== undefined ? { taxType: input.tax_type } : {}),
        ...(input.active !== undefined ? { discardedAt: input.active ? null : new Date() } : {}),
      })
      .catch(duplicate);
    const changes = diffFields(tracked(before), input, TRACKED);
    if (changes.length === 0) return;
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: updateAction(changes),
      title: `Tax code ${input.code ?? before.code} ${updateAction(changes)}`,
      changes,
    });
  });
}

/** Turning a code off or on is what a reader looks for, so it is its own action. */
function updateAction(changes: { field: string; new: unknown }[]): string {
  const active = changes.find((c) => c.field === 'active');
  if (active && changes.length === 1) return active.new ? 'reactivated' : 'deactivated';
  return 'updated';
}

export async function addRate(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: RateInput,
): Promise<void> {
  await inUnitOfWork(db, scope, async (uow: UnitOfWork) => {
    const row = ownedOrNotFound(scope, await repo.findTaxCode(uow.tx, scope, id, true));
    await addRates(uow.tx, scope, id, [input], () => 'tax_code_rate');
    await uow.history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'rate_added',
      title: `Tax code ${row.code}: rate ${input.rate} added`,
      snapshot: input,
    });
  });
}
