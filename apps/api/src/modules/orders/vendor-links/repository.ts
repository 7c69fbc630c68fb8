import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  companies,
  companyVendorContacts,
  companyVendors,
  orders,
  users,
  vendorDocumentLinks,
  vendorUsers,
  vendors,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

export type VendorLinkRow = typeof vendorDocumentLinks.$inferSelect;

/** What the vendor mail says about the document, read when its job runs. */
export async function findMailFacts(db: Executor, scope: TenantScope, orderId: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      name: orders.name,
      state: orders.state,
      companyVendorId: orders.companyVendorId,
      vendorContactIds: orders.vendorContactIds,
      vendorId: companyVendors.vendorId,
      vendorName: vendors.name,
      companyName: companies.name,
    })
    .from(orders)
    .innerJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(eq(orders.companyId, scope.companyId), eq(orders.id, orderId)));
  return row;
}

/** The order's contacts (of its company vendor), each with the vendor user their email is, if any. */
export async function findOrderContacts(
  db: Executor,
  scope: TenantScope,
  companyVendorId: number,
  vendorId: number,
  contactIds: readonly number[],
) {
  if (contactIds.length === 0) return [];
  return db
    .select({
      id: companyVendorContacts.id,
      email: companyVendorContacts.email,
      firstName: companyVendorContacts.firstName,
      lastName: companyVendorContacts.lastName,
      vendorUserId: vendorUsers.id,
    })
    .from(companyVendorContacts)
    .leftJoin(
      vendorUsers,
      and(
        eq(vendorUsers.vendorId, vendorId),
        eq(vendorUsers.active, true),
        sql`lower(${vendorUsers.email}) = lower(${companyVendorContacts.email})`,
      ),
    )
    .where(
      and(
        eq(companyVendorContacts.companyId, scope.companyId),
        eq(companyVendorContacts.companyVendorId, companyVendorId),
        inArray(companyVendorContacts.id, [...contactIds]),
      ),
    )
    .orderBy(companyVendorContacts.id);
}

export async function insertLink(db: Executor, values: typeof vendorDocumentLinks.$inferInsert) {
  const [row] = await db.insert(vendorDocumentLinks).values(values).returning();
  if (!row) throw new Error('insert vendor_document_links returned nothing');
  return row;
}

/** The link behind a token, only for the document it was made for. */
export async function findLinkByToken(db: Executor, tokenHash: string, orderId: number) {
  const [row] = await db
    .select()
    .from(vendorDocumentLinks)
    .where(
      and(eq(vendorDocumentLinks.tokenHash, tokenHash), eq(vendorDocumentLinks.orderId, orderId)),
    )
    .limit(1);
  return row;
}

export async function markOpened(db: Executor, id: number) {
  await db
    .update(vendorDocumentLinks)
    .set({ lastOpenedAt: new Date() })
    .where(eq(vendorDocumentLinks.id, id));
}

/** The order's links, newest first (or only `linkId`), with who revoked each. */
export async function listLinks(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  linkId?: number,
) {
  return db
    .select({
      link: vendorDocumentLinks,
      revokedByName: sql<
        string | null
      >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(vendorDocumentLinks)
    .leftJoin(users, eq(users.id, vendorDocumentLinks.revokedByUserId))
    .where(
      and(
        eq(vendorDocumentLinks.companyId, scope.companyId),
        eq(vendorDocumentLinks.orderId, orderId),
        linkId === undefined ? undefined : eq(vendorDocumentLinks.id, linkId),
      ),
    )
    .orderBy(desc(vendorDocumentLinks.createdAt), desc(vendorDocumentLinks.id));
}

/** Revokes one link of the order; undefined when the order has no such link. */
export async function revokeLink(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  linkId: number,
) {
  const [row] = await db
    .update(vendorDocumentLinks)
    .set({
      // A second revoke keeps the first one's time and author.
      revokedAt: sql`coalesce(${vendorDocumentLinks.revokedAt}, now())`,
      revokedByUserId: sql`coalesce(${vendorDocumentLinks.revokedByUserId}, ${scope.userId})`,
    })
    .where(
      and(
        eq(vendorDocumentLinks.companyId, scope.companyId),
        eq(vendorDocumentLinks.orderId, orderId),
        eq(vendorDocumentLinks.id, linkId),
      ),
    )
    .returning();
  return row;
}

/** The account made from a link: recorded on the link and on the company's contacts of that email. */
export async function recordAccount(db: Executor, link: VendorLinkRow, vendorUserId: number) {
  await db
    .update(vendorDocumentLinks)
    .set({ vendorUserId })
    .where(eq(vendorDocumentLinks.id, link.id));
  await db
    .update(companyVendorContacts)
    .set({ vendorUserId })
    .where(
      and(
        eq(companyVendorContacts.companyId, link.companyId),
        sql`lower(${companyVendorContacts.email}) = lower(${link.email})`,
        sql`${companyVendorContacts.companyVendorId} in (select ${companyVendors.id} from ${companyVendors}
          where ${companyVendors.companyId} = ${link.companyId} and ${companyVendors.vendorId} = ${link.vendorId})`,
      ),
    );
}
