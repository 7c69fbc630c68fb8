import { and, eq, gt, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ssoConfigurations, ssoRequests } from '../../db/schema/index';

export type SsoConfigRow = typeof ssoConfigurations.$inferSelect;

export async function findConfigOfCompany(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(ssoConfigurations)
    .where(eq(ssoConfigurations.companyId, companyId))
    .limit(1);
  return row;
}

export async function upsertConfig(
  db: Executor,
  companyId: number,
  values: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    enabled: boolean;
  },
) {
  const [row] = await db
    .insert(ssoConfigurations)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: ssoConfigurations.companyId, set: values })
    .returning();
  if (!row) throw new Error('upsert sso_configurations returned nothing');
  return row;
}

/** Configurations whose client secret is still stored as plaintext (written before decision 0015). */
export async function findUnsealedSecrets(db: Executor) {
  return db
    .select({ id: ssoConfigurations.id, clientSecret: ssoConfigurations.clientSecret })
    .from(ssoConfigurations)
    .where(not(sql`${ssoConfigurations.clientSecret} like 'v1:%'`));
}

export async function setStoredSecret(db: Executor, id: number, clientSecret: string) {
  await db
    .update(ssoConfigurations)
    .set({ clientSecret })
    .where(
      and(eq(ssoConfigurations.id, id), not(sql`${ssoConfigurations.clientSecret} like 'v1:%'`)),
    );
}

export async function insertRequest(db: Executor, values: typeof ssoRequests.$inferInsert) {
  await db.insert(ssoRequests).values(values);
}

/** Spends the pending sign-in of a state: once, and only before it expires. */
export async function consumeRequest(db: Executor, stateHash: string) {
  const [row] = await db
    .update(ssoRequests)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ssoRequests.stateHash, stateHash),
        isNull(ssoRequests.usedAt),
        gt(ssoRequests.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}
