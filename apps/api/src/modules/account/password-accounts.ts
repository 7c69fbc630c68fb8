import type { AccessType } from '@laydown/domain';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { AccountTokenRow, TokenHolder } from '../../platform/auth/account-tokens';
import type { Principal } from '../../platform/auth/principal';
import { deleteUserSessions, deleteVendorUserSessions } from '../../platform/auth/session-store';
import * as users from '../users/service';
import * as vendors from '../vendors/service';

/**
 * Contractors and vendor users keep their accounts in two tables; forgot password and reset treat
 * them alike through this one seam (decision 0016).
 */
export interface PasswordAccount {
  holder: TokenHolder;
  email: string;
  firstName: string;
}

export async function findPasswordAccount(
  db: Executor,
  accessType: AccessType,
  email: string,
): Promise<PasswordAccount | undefined> {
  if (accessType === 'VENDOR') {
    const vendorUser = await vendors.findVendorUserByEmail(db, email);
    return vendorUser
      ? {
          holder: { vendorUserId: vendorUser.id },
          email: vendorUser.email,
          firstName: vendorUser.firstName,
        }
      : undefined;
  }
  const user = await users.findUserByEmail(db, email);
  return user
    ? { holder: { userId: user.id }, email: user.email, firstName: user.firstName }
    : undefined;
}

/** The signed-in person's password hash and how to end their other sessions (PUT /api/users). */
export async function signedInPasswordAccount(
  db: Executor,
  principal: Principal,
): Promise<{ passwordHash: string | null; holder: TokenHolder } | undefined> {
  if (principal.accessType === 'VENDOR') {
    const row = await vendors.findVendorUserById(db, principal.vendorUserId);
    return row && { passwordHash: row.passwordHash, holder: { vendorUserId: row.id } };
  }
  const row = await users.findUserById(db, principal.userId);
  return row && { passwordHash: row.passwordHash, holder: { userId: row.id } };
}

/** A changed password: the session that changed it goes on, every other one ends. */
export async function changeHolderPassword(
  tx: Executor,
  holder: TokenHolder,
  passwordHash: string,
  keepSessionId: number,
): Promise<void> {
  if ('vendorUserId' in holder) {
    await vendors.setVendorPasswordHash(tx, holder.vendorUserId, passwordHash);
    await deleteVendorUserSessions(tx, holder.vendorUserId, { keepSessionId });
    return;
  }
  await users.setPasswordHash(tx, holder.userId, passwordHash);
  await deleteUserSessions(tx, holder.userId, { keepSessionId });
}

/** The account a spent token belongs to. */
export function holderOf(row: AccountTokenRow): TokenHolder | null {
  if (row.userId !== null) return { userId: row.userId };
  if (row.vendorUserId !== null) return { vendorUserId: row.vendorUserId };
  return null;
}

/** The reset link opens the sign-in page of the account's own access type. */
export function resetLink(config: Config, holder: TokenHolder, token: string): string {
  const page = 'vendorUserId' in holder ? '/vendor?access-type=VENDOR' : '/?access-type=CONTRACTOR';
  return `${config.appUrl}${page}&reset_password_token=${encodeURIComponent(token)}`;
}

/** A new password; whoever knew the old one is signed out everywhere. */
export async function replacePassword(
  tx: Executor,
  holder: TokenHolder,
  passwordHash: string,
): Promise<void> {
  if ('vendorUserId' in holder) {
    await vendors.setVendorPasswordHash(tx, holder.vendorUserId, passwordHash);
    await deleteVendorUserSessions(tx, holder.vendorUserId);
    return;
  }
  await users.setPasswordHash(tx, holder.userId, passwordHash);
  // A reset also proves the mailbox.
  await users.markConfirmed(tx, holder.userId);
  await deleteUserSessions(tx, holder.userId);
}
