import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyVendorContacts, companyVendors, vendors } from '../../db/schema/index';
import { countAll, likePattern, orderFor, pageWindow, type ListParams } from '../../platform/lists';
import type { TenantScope } from '../../platform/scope';

export type CompanyVendorRow = typeof companyVendors.$inferSelect;
export type ContactRow = typeof companyVendorContacts.$inferSelect;

const view = {
  companyVendor: companyVendors,
  vendor: vendors,
  contactsCount:
    sql<number>`(select count(*) from ${companyVendorContacts} c where c.company_id = ${companyVendors.companyId} and c.company_vendor_id = ${companyVendors.id})`.mapWith(
      Number,
    ),
};

function matching(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const p = likePattern(term);
  return sql`(${vendors.name} ilike ${p} or ${companyVendors.vendorNickname} ilike ${p} or ${companyVendors.externalVendorId} ilike ${p} or exists (select 1 from unnest(${vendors.domains}) d where d ilike ${p}))`;
}

export async function listCompanyVendors(
  db: Executor,
  ctx: TenantScope,
  params: ListParams<'vendor_name' | 'created_at'> & { active?: boolean | undefined },
) {
  const where = and(
    eq(companyVendors.companyId, ctx.companyId),
    isNull(companyVendors.discardedAt),
    params.active === undefined ? undefined : eq(companyVendors.active, params.active),
    matching(params.search),
  );
  const { limit, offset } = pageWindow(params);
  const [rows, [count]] = await Promise.all([
    db
      .select(view)
      .from(companyVendors)
      .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
      .where(where)
      .orderBy(
        ...orderFor(
          params,
          { vendor_name: vendors.name, created_at: companyVendors.createdAt },
          [asc(vendors.name)],
          companyVendors.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: countAll })
      .from(companyVendors)
      .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findCompanyVendor(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select(view)
    .from(companyVendors)
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .where(and(eq(companyVendors.companyId, ctx.companyId), eq(companyVendors.id, id)))
    .limit(1);
  return row;
}

export async function findByVendor(db: Executor, ctx: TenantScope, vendorId: number) {
  const [row] = await db
    .select()
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, ctx.companyId), eq(companyVendors.vendorId, vendorId)))
    .limit(1);
  return row;
}

export async function insertCompanyVendor(
  db: Executor,
  ctx: TenantScope,
  values: { vendorId: number; vendorNickname: string | null; externalVendorId: string | null },
) {
  const [row] = await db
    .insert(companyVendors)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert company_vendors returned nothing');
  return row;
}

export async function updateCompanyVendor(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: Partial<Pick<CompanyVendorRow, 'vendorNickname' | 'externalVendorId' | 'active'>>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(companyVendors)
    .set(values)
    .where(and(eq(companyVendors.companyId, ctx.companyId), eq(companyVendors.id, id)));
}

const contactView = {
  contact: companyVendorContacts,
  vendorName: vendors.name,
  vendorId: vendors.id,
};

function contactsQuery(db: Executor) {
  return db
    .select(contactView)
    .from(companyVendorContacts)
    .innerJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, companyVendorContacts.companyId),
        eq(companyVendors.id, companyVendorContacts.companyVendorId),
      ),
    )
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId));
}

export async function listContacts(
  db: Executor,
  ctx: TenantScope,
  params: ListParams<'first_name' | 'email'> & { company_vendor_id?: number | undefined },
) {
  const p = params.search ? likePattern(params.search) : undefined;
  const where = and(
    eq(companyVendorContacts.companyId, ctx.companyId),
    params.company_vendor_id
      ? eq(companyVendorContacts.companyVendorId, params.company_vendor_id)
      : undefined,
    p
      ? sql`(${companyVendorContacts.firstName} || ' ' || ${companyVendorContacts.lastName} ilike ${p} or ${companyVendorContacts.email} ilike ${p} or ${companyVendorContacts.nickname} ilike ${p})`
      : undefined,
  );
  const { limit, offset } = pageWindow(params);
  const [rows, [count]] = await Promise.all([
    contactsQuery(db)
      .where(where)
      .orderBy(
        ...orderFor(
          params,
          { first_name: companyVendorContacts.firstName, email: companyVendorContacts.email },
          [asc(companyVendorContacts.firstName)],
          companyVendorContacts.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: countAll }).from(companyVendorContacts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findContact(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await contactsQuery(db)
    .where(
      and(eq(companyVendorContacts.companyId, ctx.companyId), eq(companyVendorContacts.id, id)),
    )
    .limit(1);
  return row;
}

export async function findContactByEmail(db: Executor, ctx: TenantScope, email: string) {
  const [row] = await db
    .select()
    .from(companyVendorContacts)
    .where(
      and(
        eq(companyVendorContacts.companyId, ctx.companyId),
        sql`lower(${companyVendorContacts.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row;
}

export type ContactValues = Pick<
  typeof companyVendorContacts.$inferInsert,
  'firstName' | 'lastName' | 'nickname' | 'email' | 'phoneNumber'
>;

export async function insertContact(
  db: Executor,
  ctx: TenantScope,
  values: ContactValues & { companyVendorId: number; vendorUserId: number | null },
) {
  const [row] = await db
    .insert(companyVendorContacts)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert company_vendor_contacts returned nothing');
  return row;
}

export async function updateContact(
  db: Executor,
  ctx: TenantScope,
  id: number,
  values: Partial<ContactValues>,
) {
  if (Object.keys(values).length === 0) return;
  await db
    .update(companyVendorContacts)
    .set(values)
    .where(
      and(eq(companyVendorContacts.companyId, ctx.companyId), eq(companyVendorContacts.id, id)),
    );
}
