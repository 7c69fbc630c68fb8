import { and, asc, eq, sql } from 'drizzle-orm';
import type { RoleName } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companies, companyUsers, roles, users } from '../../db/schema/index';
import { acceptedActiveMembership } from '../../platform/auth/membership-rules';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Executor,
  values: {
    email: string;
    passwordHash: string | null;
    firstName: string;
    lastName: string;
    isLaydown?: boolean;
    /** Null for someone who has yet to prove the mailbox (an invitee, a self-registered requester). */
    confirmedAt?: Date | null;
  },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned nothing');
  return row;
}

export async function insertMembership(
  db: Executor,
  values: { companyId: number; userId: number; roleName: RoleName; invitationAcceptedAt?: Date },
): Promise<number> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, values.companyId), eq(roles.name, values.roleName)));
  if (!role) throw new Error(`company ${values.companyId} has no role ${values.roleName}`);
  const [row] = await db
    .insert(companyUsers)
    .values({
      companyId: values.companyId,
      userId: values.userId,
      roleId: role.id,
      invitationAcceptedAt: values.invitationAcceptedAt ?? null,
    })
    .returning({ id: companyUsers.id });
  if (!row) throw new Error('insert company_users returned nothing');
  return row.id;
}

/** Accepted, active memberships, the last used company first. */
export async function activeMemberships(db: Executor, user: UserRow) {
  return db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, user.id), acceptedActiveMembership))
    .orderBy(
      sql`${companyUsers.companyId} = ${user.lastCompanyId ?? 0} desc`,
      asc(companyUsers.id),
    );
}

export async function recordSignIn(
  db: Executor,
  userId: number,
  companyId: number | null,
): Promise<void> {
  await db
    .update(users)
    .set({
      signInCount: sql`${users.signInCount} + 1`,
      lastSignInAt: new Date(),
      ...(companyId ? { lastCompanyId: companyId } : {}),
    })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markConfirmed(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateProfile(
  db: Executor,
  userId: number,
  values: { firstName: string; lastName: string; phoneNumber: string | null; passwordHash: string },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, confirmedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The companies a user may work in (accepted, active memberships), by name. */
export async function companiesOfUser(db: Executor, userId: number) {
  return db
    .select({ id: companies.id, name: companies.name, companyType: companies.companyType })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.userId, userId), acceptedActiveMembership))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The company a user lands in at the next sign-in. */
export async function recordCompanyChoice(db: Executor, userId: number, companyId: number) {
  await db.update(users).set({ lastCompanyId: companyId }).where(eq(users.id, userId));
}
