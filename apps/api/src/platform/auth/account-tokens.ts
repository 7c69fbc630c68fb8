import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, type TokenPurpose } from '../../db/schema/index';
import { hashToken, newToken } from './tokens';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Whose token it is: a contractor (users) or a vendor user (vendor_users). */
export type TokenHolder = { userId: number } | { vendorUserId: number };

const holderColumns = (holder: TokenHolder) =>
  'userId' in holder
    ? { userId: holder.userId, vendorUserId: null }
    : { userId: null, vendorUserId: holder.vendorUserId };

/**
 * A new mailed token. Earlier unused tokens of the same purpose and holder (and company) are spent
 * at once, so only the latest link works.
 */
export async function issueAccountToken(
  db: Executor,
  input: TokenHolder & { purpose: TokenPurpose; companyId?: number | null; ttlHours: number },
): Promise<{ token: string; expiresAt: Date }> {
  const holder = holderColumns(input);
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.purpose, input.purpose),
        holder.userId === null
          ? eq(accountTokens.vendorUserId, holder.vendorUserId)
          : eq(accountTokens.userId, holder.userId),
        input.companyId ? eq(accountTokens.companyId, input.companyId) : undefined,
        isNull(accountTokens.usedAt),
      ),
    );
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + input.ttlHours * 3_600_000);
  await db.insert(accountTokens).values({
    purpose: input.purpose,
    tokenHash: hash,
    ...holder,
    companyId: input.companyId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Spends a token: answers its row once, while unused and unexpired; afterwards never again. */
export async function consumeAccountToken(
  db: Executor,
  purpose: TokenPurpose,
  token: string,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Reads a token without spending it (to tell an expired invitation from a good one). */
export async function findAccountToken(
  db: Executor,
  purpose: TokenPurpose,
  token: string,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row;
}
