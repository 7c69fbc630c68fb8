import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import type { CodeTable } from '../../db/schema/cost-codes';
import { countAll, orderFor, pageWindow, searchAny, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type CodeRow = CodeTable['$inferSelect'];
export interface CodeValues {
  code?: string;
  description?: string | null;
}

/** Cost code numbers and classes: the same code-with-description calls over either table. */
export function codeRepository(table: CodeTable) {
  const mine = (ctx: TenantScope) => eq(table.companyId, ctx.companyId);
  return {
    async list(db: Executor, ctx: TenantScope, params: ListParams<'code' | 'description'>) {
      const where = and(mine(ctx), searchAny(params.search, [table.code, table.description]));
      const { limit, offset } = pageWindow(params);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(
            ...orderFor(
              params,
              { code: table.code, description: table.description },
              [asc(table.code)],
              table.id,
            ),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: countAll }).from(table).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async find(db: Executor, ctx: TenantScope, id: number): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(mine(ctx), eq(table.id, id)))
        .limit(1);
      return row;
    },
    async findByCode(db: Executor, ctx: TenantScope, code: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(mine(ctx), sql`lower(${table.code}) = lower(${code})`))
        .limit(1);
      return row;
    },
    async findMany(db: Executor, ctx: TenantScope, ids: number[]): Promise<CodeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(table)
        .where(and(mine(ctx), inArray(table.id, ids)));
    },
    async insert(
      db: Executor,
      ctx: TenantScope,
      values: { code: string; description: string | null },
    ) {
      const [row] = await db
        .insert(table)
        .values({ ...values, companyId: ctx.companyId })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    },
    async update(db: Executor, ctx: TenantScope, id: number, values: CodeValues) {
      const [row] = await db
        .update(table)
        .set(setOrKeep(values, table.id))
        .where(and(mine(ctx), eq(table.id, id)))
        .returning();
      return row;
    },
  };
}
