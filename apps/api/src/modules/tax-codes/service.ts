import type { z } from 'zod';
import type {
  createTaxCodeRequest,
  taxCodeListQuery,
  taxCodeRateInput,
  updateTaxCodeRequest,
} from '@laydown/contracts';
import { RATE_OVERLAP_MESSAGE, windowProblem, windowsOverlap } from '@laydown/domain';
import type { Executor } from '../../db/client';
import type { CompanyContext } from '../../platform/auth/principal';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError, ValidationError } from '../../platform/errors';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as repo from './repository';

type Ctx = Pick<CompanyContext, 'companyId'>;
type RateInput = z.output<typeof taxCodeRateInput>;

export const TAX_CODE_TAKEN = 'A tax code with this code already exists.';

const duplicate = (error: unknown): never => {
  if (uniqueViolation(error)) throw new ConflictError(TAX_CODE_TAKEN, 'duplicate');
  throw error;
};

export async function listTaxCodes(
  db: Executor,
  ctx: Ctx,
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

export async function loadTaxCode(db: Executor, ctx: Ctx, id: number) {
  const row = ownedOrNotFound(ctx, await repo.findTaxCode(db, ctx, id));
  return { row, rates: await repo.ratesOf(db, ctx, [id]) };
}

/** Adds rates one by one, refusing a window that overlaps one already there (or in the same save). */
async function addRates(
  db: Executor,
  ctx: Ctx,
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
  ctx: Ctx,
  input: z.output<typeof createTaxCodeRequest>['tax_code'],
) {
  const row = await repo
    .insertTaxCode(db, ctx, {
      code: input.code,
      description: input.description,
      taxType: input.tax_type,
    })
    .catch(duplicate);
  await addRates(db, ctx, row.id, input.tax_code_rates, (i) => `tax_code.tax_code_rates.${i}`);
  return row.id;
}

export async function updateTaxCode(
  db: Executor,
  ctx: Ctx,
  id: number,
  input: z.output<typeof updateTaxCodeRequest>['tax_code'],
) {
  ownedOrNotFound(ctx, await repo.findTaxCode(db, ctx, id));
  await repo
    .updateTaxCode(db, ctx, id, {
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.tax_type !== undefined ? { taxType: input.tax_type } : {}),
      ...(input.active !== undefined ? { discardedAt: input.active ? null : new Date() } : {}),
    })
    .catch(duplicate);
}

export async function addRate(db: Executor, ctx: Ctx, id: number, input: RateInput) {
  ownedOrNotFound(ctx, await repo.findTaxCode(db, ctx, id, true));
  await addRates(db, ctx, id, [input], () => 'tax_code_rate');
}
