import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import {
  companies,
  companyVendors,
  orderMaterials,
  orderPackages,
  orderSettings,
  orders,
  projects,
  vendors,
} from '../../../db/schema/index';
import type { LockOrderOption, PoNumberGenerationMethod } from '@laydown/domain';
import { nextSequenceSql, orderFactsOf, type OrderSettingsRow } from './settings-repository';
import type { TenantScope } from '../../../platform/scope';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = Omit<typeof orders.$inferInsert, 'id' | 'companyId'>;
export type OrderUpdate = Partial<OrderInsert>;

/** An order header with the names it shows (project, vendor, package). */
export interface OrderHeader {
  order: OrderRow;
  projectName: string;
  projectCode: string | null;
  vendorName: string | null;
  packageName: string | null;
}

export async function insertPackage(
  db: Executor,
  ctx: TenantScope,
  values: { name: string; projectId: number },
): Promise<number> {
  const [row] = await db
    .insert(orderPackages)
    .values({ companyId: ctx.companyId, ...values })
    .returning({ id: orderPackages.id });
  if (!row) throw new Error('insert order_packages returned nothing');
  return row.id;
}

export async function packageExists(db: Executor, ctx: TenantScope, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderPackages.id })
    .from(orderPackages)
    .where(and(eq(orderPackages.companyId, ctx.companyId), eq(orderPackages.id, id)));
  return row !== undefined;
}

/**
 * A new order's package and number sequence in one statement: the package named (null when it
 * is not the company's) or a new one, with its name, and the company's next sequence
 * (`nextSequenceSql`) with the order settings as they now stand (the create's answer shows them).
 */
export async function takePackageAndSequence(
  db: Executor,
  ctx: TenantScope,
  pkg: { id: number } | { name: string; projectId: number },
): Promise<{
  packageId: number | null;
  packageName: string | null;
  sequence: number;
  method: PoNumberGenerationMethod;
  lock: LockOrderOption;
}> {
  const packageSql =
    'id' in pkg
      ? sql`select id, name from ${orderPackages} where company_id = ${ctx.companyId} and id = ${pkg.id}`
      : sql`insert into ${orderPackages} (company_id, name, project_id)
          values (${ctx.companyId}, ${pkg.name}, ${pkg.projectId}) returning id, name`;
  const result = await db.execute<{
    package_id: number | null;
    package_name: string | null;
    sequence: number;
    method: PoNumberGenerationMethod;
    lock: LockOrderOption;
  }>(sql`
    with package as (${packageSql}), next as (${nextSequenceSql(ctx)})
    select (select id from package) as package_id, (select name from package) as package_name,
      next.sequence, next.method, next.lock from next`);
  const row = result.rows[0];
  if (!row) throw new Error('order_settings upsert returned nothing');
  return {
    packageId: row.package_id,
    packageName: row.package_name,
    sequence: row.sequence,
    method: row.method,
    lock: row.lock,
  };
}

export async function insertOrder(
  db: Executor,
  ctx: TenantScope,
  values: OrderInsert,
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert orders returned nothing');
  return row;
}

/** The order's header, locked for the rest of the transaction when `forUpdate`. */
export async function findOrder(
  db: Executor,
  ctx: TenantScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * The header with its names and the company's order facts (settings, the tax-code flag: a read
 * shows them, decision 0082); `visible` narrows it to the orders the reader may see.
 */
async function headerRow(db: Executor, ctx: TenantScope, id: number, visible?: SQL) {
  // Without the project-group rule (most readers, and a write's answer) on the pool: prepared.
  if (!visible && '$indexReads' in db) {
    const [row] = await preparedHeader(db as Database).execute({ companyId: ctx.companyId, id });
    return row;
  }
  const [row] = await headerQuery(db, ctx.companyId, id, visible);
  return row;
}

/** Built once per pool: the orders row alone is 45 columns for drizzle to render (decision 0082). */
const preparedHeader = preparedPerDatabase((db) =>
  headerQuery(db, sql.placeholder('companyId'), sql.placeholder('id')).prepare('order_header'),
);

function headerQuery(
  db: Executor,
  companyId: number | Placeholder,
  id: number | Placeholder,
  visible?: SQL,
) {
  return db
    .select({
      order: orders,
      projectName: projects.name,
      projectCode: projects.projectCode,
      vendorName: vendors.name,
      packageName: orderPackages.name,
      flags: companies.featureFlags,
      poNumberGenerationMethod: orderSettings.poNumberGenerationMethod,
      lockOrderOption: orderSettings.lockOrderOption,
      orderUnlockEnabled: orderSettings.orderUnlockEnabled,
    })
    .from(orders)
    .innerJoin(
      projects,
      and(eq(projects.companyId, orders.companyId), eq(projects.id, orders.projectId)),
    )
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(orderSettings, eq(orderSettings.companyId, orders.companyId))
    .leftJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .leftJoin(
      orderPackages,
      and(
        eq(orderPackages.companyId, orders.companyId),
        eq(orderPackages.id, orders.orderPackageId),
      ),
    )
    .where(and(eq(orders.companyId, companyId), eq(orders.id, id), visible));
}

/** The header with its names; `visible` narrows it to the orders the reader may see. */
export async function findHeader(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible?: SQL,
): Promise<OrderHeader | undefined> {
  const row = await headerRow(db, ctx, id, visible);
  return row && headerOf(row);
}

/** The header and the company's order settings and tax-code flag, in one statement. */
export async function findHeaderAndSettings(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible?: SQL,
): Promise<{ header: OrderHeader; settings: OrderSettingsRow; taxCodes: boolean } | undefined> {
  const row = await headerRow(db, ctx, id, visible);
  return row && { header: headerOf(row), ...orderFactsOf(row) };
}

const headerOf = (row: OrderHeader): OrderHeader => ({
  order: row.order,
  projectName: row.projectName,
  projectCode: row.projectCode,
  vendorName: row.vendorName,
  packageName: row.packageName,
});

/** Writes the header and moves the version on by one. */
export async function updateOrder(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: OrderUpdate,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...values, version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, id)))
    .returning();
  if (!row) throw new Error('update orders returned nothing');
  return row;
}

/** Whether the order has at least one line that is not deleted. */
export async function hasLiveLines(db: Executor, ctx: TenantScope, orderId: number) {
  const [row] = await db
    .select({ id: orderMaterials.id })
    .from(orderMaterials)
    .where(
      and(
        eq(orderMaterials.companyId, ctx.companyId),
        eq(orderMaterials.orderId, orderId),
        sql`${orderMaterials.deletedAt} is null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
