import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
import type { PoNumberGenerationMethod } from '@laydown/domain';
import { nextSequenceSql, orderFactsOf } from './settings-repository';
import { filesFromJson } from '../../files/index';
import { orderFilesJsonSql } from '../services/order-files';
import { commentsFromJson, orderCommentsJsonSql } from './action-repository';
import { documentFields, documentOf } from './document-repository';
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
 * is not the company's) or a new one, and the company's next sequence (`nextSequenceSql`) with its
 * PO number method.
 */
export async function takePackageAndSequence(
  db: Executor,
  ctx: TenantScope,
  pkg: { id: number } | { name: string; projectId: number },
): Promise<{
  packageId: number | null;
  sequence: number;
  method: PoNumberGenerationMethod;
}> {
  const packageSql =
    'id' in pkg
      ? sql`select id from ${orderPackages} where company_id = ${ctx.companyId} and id = ${pkg.id}`
      : sql`insert into ${orderPackages} (company_id, name, project_id)
          values (${ctx.companyId}, ${pkg.name}, ${pkg.projectId}) returning id`;
  const result = await db.execute<{
    package_id: number | null;
    sequence: number;
    method: PoNumberGenerationMethod;
  }>(sql`
    with package as (${packageSql}), next as (${nextSequenceSql(ctx)})
    select (select id from package) as package_id, next.sequence, next.method from next`);
  const row = result.rows[0];
  if (!row) throw new Error('order_settings upsert returned nothing');
  return { packageId: row.package_id, sequence: row.sequence, method: row.method };
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

/** The header's fields: the order, the names it shows, the company's order facts (decision 0082). */
const headerFields = {
  order: orders,
  projectName: projects.name,
  projectCode: projects.projectCode,
  vendorName: vendors.name,
  packageName: orderPackages.name,
  flags: companies.featureFlags,
  poNumberGenerationMethod: orderSettings.poNumberGenerationMethod,
  lockOrderOption: orderSettings.lockOrderOption,
  orderUnlockEnabled: orderSettings.orderUnlockEnabled,
};

/**
 * Everything GET /order/{id} shows beside the header, as JSON arrays of the same row (decision
 * 0112): the deliveries, the lines with their labels, the files and the internal comments.
 */
const attachedFields = (companyId: Param) => ({
  ...documentFields(companyId, orders.id),
  files: orderFilesJsonSql(companyId, orders.id),
  comments: orderCommentsJsonSql(companyId, orders.id),
});

type Param = number | Placeholder;

function headerQuery(db: Executor, companyId: Param, id: Param, visible?: SQL) {
  return withHeaderJoins(db.select(headerFields).from(orders).$dynamic(), companyId, id, visible);
}

function orderQuery(db: Executor, companyId: Param, id: Param, visible?: SQL) {
  return withHeaderJoins(
    db
      .select({ ...headerFields, ...attachedFields(companyId) })
      .from(orders)
      .$dynamic(),
    companyId,
    id,
    visible,
  );
}

function withHeaderJoins<Q extends PgSelect>(query: Q, companyId: Param, id: Param, visible?: SQL) {
  return query
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

/**
 * Built once per pool: the orders row alone is 45 columns for drizzle to render (decision 0082);
 * the read is one statement (decision 0112).
 */
const preparedOrder = preparedPerDatabase((db) =>
  orderQuery(db, sql.placeholder('companyId'), sql.placeholder('id')).prepare('order_read'),
);

/** The header with its names; `visible` narrows it to the orders the reader may see. */
export async function findHeader(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible?: SQL,
): Promise<OrderHeader | undefined> {
  const [row] = await headerQuery(db, ctx.companyId, id, visible);
  return row && headerOf(row);
}

/**
 * The whole order in one statement: the header, the company's order settings and tax-code flag,
 * the deliveries and lines, the files and the internal comments (decision 0112); `visible`
 * narrows it to the orders the reader may see. Without it (most readers, and a write's answer)
 * on the pool, a prepared statement.
 */
export async function findOrderWithDocument(
  db: Executor,
  ctx: TenantScope,
  id: number,
  visible?: SQL,
) {
  const [row] =
    !visible && '$indexReads' in db
      ? await preparedOrder(db as Database).execute({ companyId: ctx.companyId, id })
      : await orderQuery(db, ctx.companyId, id, visible);
  return (
    row && {
      header: headerOf(row),
      ...orderFactsOf(row),
      document: documentOf(row),
      files: filesFromJson(row.files),
      comments: commentsFromJson(row.comments),
    }
  );
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
