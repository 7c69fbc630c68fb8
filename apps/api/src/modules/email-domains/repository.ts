import { and, asc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyEmailDomains, companyUsers, users } from '../../db/schema/index';
import { acceptedActiveMembership } from '../../platform/auth/membership-rules';
import type { TenantScope } from '../../platform/scope';

export type EmailDomainRow = typeof companyEmailDomains.$inferSelect;

export function listDomains(db: Executor, ctx: TenantScope) {
  return db
    .select()
    .from(companyEmailDomains)
    .where(eq(companyEmailDomains.companyId, ctx.companyId))
    .orderBy(asc(companyEmailDomains.domain));
}

export async function findDomain(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(companyEmailDomains)
    .where(and(eq(companyEmailDomains.companyId, ctx.companyId), eq(companyEmailDomains.id, id)))
    .limit(1);
  return row;
}

export async function findClaim(db: Executor, ctx: TenantScope, domain: string) {
  const [row] = await db
    .select()
    .from(companyEmailDomains)
    .where(
      and(eq(companyEmailDomains.companyId, ctx.companyId), eq(companyEmailDomains.domain, domain)),
    )
    .limit(1);
  return row;
}

/** The company holding `domain` verified, if any (at most one: a unique index says so). */
export async function verifiedOwner(db: Executor, domain: string) {
  const [row] = await db
    .select({ companyId: companyEmailDomains.companyId })
    .from(companyEmailDomains)
    .where(and(eq(companyEmailDomains.domain, domain), isNotNull(companyEmailDomains.verifiedAt)))
    .limit(1);
  return row?.companyId ?? null;
}

/**
 * Whether confirmed people with addresses of `domain` belong to another company and not to this
 * one: then the domain is theirs to claim, not this company's.
 */
export async function usedByAnotherCompany(db: Executor, ctx: TenantScope, domain: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(
      and(
        sql`lower(split_part(${users.email}, '@', 2)) = ${domain}`,
        isNotNull(users.confirmedAt),
        eq(users.isLaydown, false),
        ne(companyUsers.companyId, ctx.companyId),
        acceptedActiveMembership,
        sql`not exists (select 1 from ${companyUsers} mine
          where mine.user_id = ${users.id} and mine.company_id = ${ctx.companyId}
            and mine.invitation_accepted_at is not null)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function upsertClaim(
  db: Executor,
  ctx: TenantScope,
  values: {
    domain: string;
    verificationEmail: string;
    tokenHash: string;
    tokenExpiresAt: Date;
    claimedByUserId: number;
  },
) {
  const [row] = await db
    .insert(companyEmailDomains)
    .values({ companyId: ctx.companyId, ...values })
    .onConflictDoUpdate({
      target: [companyEmailDomains.companyId, companyEmailDomains.domain],
      set: values,
    })
    .returning();
  if (!row) throw new Error('upsert company_email_domains returned nothing');
  return row;
}

/** The pending claim a mailed token proves, while the token is good. */
export async function findByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(companyEmailDomains)
    .where(
      and(
        eq(companyEmailDomains.tokenHash, tokenHash),
        isNull(companyEmailDomains.verifiedAt),
        gt(companyEmailDomains.tokenExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function markVerified(db: Executor, id: number) {
  const [row] = await db
    .update(companyEmailDomains)
    .set({ verifiedAt: new Date(), tokenHash: null, tokenExpiresAt: null })
    .where(and(eq(companyEmailDomains.id, id), isNull(companyEmailDomains.verifiedAt)))
    .returning();
  return row;
}

export async function deleteDomain(db: Executor, ctx: TenantScope, id: number) {
  await db
    .delete(companyEmailDomains)
    .where(and(eq(companyEmailDomains.companyId, ctx.companyId), eq(companyEmailDomains.id, id)));
}

/** Claims of a domain are decided one at a time, so two companies cannot both pass the checks. */
export async function lockDomain(db: Executor, domain: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email_domain:${domain}`}))`);
}
