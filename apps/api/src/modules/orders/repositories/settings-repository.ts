import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { LockOrderOption, PoNumberGenerationMethod } from '@laydown/domain';
import type { Database, Executor } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { companies, companySettings, orderSettings, users } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

export interface OrderSettingsRow {
  poNumberGenerationMethod: PoNumberGenerationMethod;
  lockOrderOption: LockOrderOption;
  orderUnlockEnabled: boolean;
}

const DEFAULTS: OrderSettingsRow = {
  poNumberGenerationMethod: 'DEFAULT',
  lockOrderOption: 'NEVER',
  orderUnlockEnabled: true,
};

/** The company's §9 order settings; a company without a row has the defaults. */
export async function findOrderSettings(db: Executor, ctx: TenantScope): Promise<OrderSettingsRow> {
  const [row] = await db
    .select({
      poNumberGenerationMethod: orderSettings.poNumberGenerationMethod,
      lockOrderOption: orderSettings.lockOrderOption,
      orderUnlockEnabled: orderSettings.orderUnlockEnabled,
    })
    .from(orderSettings)
    .where(eq(orderSettings.companyId, ctx.companyId));
  return row ? (row as OrderSettingsRow) : DEFAULTS;
}

/**
 * What a create or a save reads of its company and author, in one statement (each statement is a
 * round trip, decision 0082): the order facts, the material configuration, the other settings
 * (cost code rules) and the signed-in user's name (none for a system scope).
 */
export async function findOrderCompanyRow(db: Executor, ctx: TenantScope) {
  const values = { companyId: ctx.companyId, userId: ctx.userId };
  const [row] =
    '$indexReads' in db
      ? await preparedCompanyRow(db as Database).execute(values)
      : await companyRowQuery(db, values.companyId, values.userId);
  return row;
}

const preparedCompanyRow = preparedPerDatabase((db) =>
  companyRowQuery(db, sql.placeholder('companyId'), sql.placeholder('userId')).prepare(
    'order_company_row',
  ),
);

function companyRowQuery(
  db: Executor,
  companyId: number | Placeholder,
  userId: number | null | Placeholder,
) {
  return db
    .select({
      flags: companies.featureFlags,
      poNumberGenerationMethod: orderSettings.poNumberGenerationMethod,
      lockOrderOption: orderSettings.lockOrderOption,
      orderUnlockEnabled: orderSettings.orderUnlockEnabled,
      materialConfiguration: companySettings.materialConfiguration,
      otherSettings: companySettings.otherSettings,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(companies)
    .leftJoin(orderSettings, eq(orderSettings.companyId, companies.id))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .leftJoin(users, sql`${users.id} = ${userId}`)
    .where(eq(companies.id, companyId));
}

/** A row of the company with its order settings (left-joined) as the order facts. */
export function orderFactsOf(
  row:
    | {
        flags: Record<string, boolean> | null;
        poNumberGenerationMethod: string | null;
        lockOrderOption: string | null;
        orderUnlockEnabled: boolean | null;
      }
    | undefined,
): { settings: OrderSettingsRow; taxCodes: boolean } {
  const settings =
    row?.poNumberGenerationMethod && row.lockOrderOption
      ? ({
          poNumberGenerationMethod: row.poNumberGenerationMethod,
          lockOrderOption: row.lockOrderOption,
          orderUnlockEnabled: row.orderUnlockEnabled ?? DEFAULTS.orderUnlockEnabled,
        } as OrderSettingsRow)
      : DEFAULTS;
  return { settings, taxCodes: row?.flags?.tax_codes === true };
}

export async function saveOrderSettings(
  db: Executor,
  ctx: TenantScope,
  values: Partial<OrderSettingsRow>,
): Promise<void> {
  await db
    .insert(orderSettings)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({
      target: orderSettings.companyId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * The statement that takes the company's next order sequence, answering `sequence` and `method`:
 * concurrent creates queue on the company's row (its lock is held until their transactions end),
 * so no two get the same number, and a rolled-back create gives its number back.
 */
export function nextSequenceSql(ctx: TenantScope): SQL {
  return sql`
    insert into ${orderSettings} (company_id, last_order_number) values (${ctx.companyId}, 1)
    on conflict (company_id) do update
      set last_order_number = ${orderSettings}.last_order_number + 1
    returning last_order_number as sequence, po_number_generation_method as method,
      lock_order_option as lock`;
}

/** The company's next order sequence and its PO number method, in one statement. */
export async function takeOrderSequence(
  db: Executor,
  ctx: TenantScope,
): Promise<{ sequence: number; method: PoNumberGenerationMethod }> {
  const result = await db.execute<{ sequence: number; method: PoNumberGenerationMethod }>(
    nextSequenceSql(ctx),
  );
  const row = result.rows[0];
  if (!row) throw new Error('order_settings upsert returned nothing');
  return row;
}
