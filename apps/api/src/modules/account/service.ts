import {
  CONFIRMATION_TOKEN_HOURS,
  MESSAGES,
  RESET_PASSWORD_TOKEN_HOURS,
  type AccessType,
} from '@laydown/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { consumeAccountToken, issueAccountToken } from '../../platform/auth/account-tokens';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { Principal } from '../../platform/auth/principal';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { ACCOUNT_MAIL_FLOOR_MS, atSteadyPace } from '../../platform/steady-time';
import type { Mailer } from '../../platform/mail/mailer';
import { confirmationMail, resetPasswordMail } from '../../platform/mail/templates';
import { assertUnderLimit, recordHit, type Limit } from '../../platform/rate-limit';
import * as users from '../users/service';
import { ACCOUNT_LIMITS } from './limits';
import {
  changeHolderPassword,
  findPasswordAccount,
  holderOf,
  replacePassword,
  resetLink,
  signedInPasswordAccount,
} from './password-accounts';

export interface AccountDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

/** Counts this call against each limit, refusing once one of them is reached. */
export async function spend(db: Database, pairs: [Limit, string][]): Promise<void> {
  for (const [limit, key] of pairs) await assertUnderLimit(db, limit, key);
  for (const [limit, key] of pairs) await recordHit(db, limit, key);
}

const confirmationLink = (config: Config, token: string) =>
  `${config.appUrl}/?access-type=CONTRACTOR&confirmation_token=${encodeURIComponent(token)}`;

/**
 * POST /api/users/password: mails a reset link to the contractor or vendor user with this email.
 * An unknown address gets the same answer in the same time (decision 0029): nobody learns from
 * this call who has an account, so the spec's 404 'No account found' is never answered.
 */
export async function requestPasswordReset(
  { db, config, mailer }: AccountDeps,
  input: { email: string; accessType: AccessType; ip: string },
): Promise<void> {
  await spend(db, [
    [ACCOUNT_LIMITS.mailPerEmail, input.email],
    [ACCOUNT_LIMITS.mailPerAddress, input.ip],
  ]);
  await atSteadyPace(ACCOUNT_MAIL_FLOOR_MS, async () => {
    const account = await findPasswordAccount(db, input.accessType, input.email);
    if (!account) return;
    await db.transaction(async (tx) => {
      const { token } = await issueAccountToken(tx, {
        ...account.holder,
        purpose: 'RESET_PASSWORD',
        ttlHours: RESET_PASSWORD_TOKEN_HOURS,
      });
      await mailer.send(tx, {
        to: account.email,
        companyId: null,
        ...resetPasswordMail({
          firstName: account.firstName,
          url: resetLink(config, account.holder, token),
          validHours: RESET_PASSWORD_TOKEN_HOURS,
        }),
      });
    });
  });
}

const invalidToken = (field: string) =>
  new ValidationError(MESSAGES.account.tokenInvalid, { [field]: [MESSAGES.account.tokenInvalid] });

/** PATCH /api/users/password: a new password with a mailed token (whoever's it is); every session ends. */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; ip: string },
): Promise<void> {
  await spend(db, [[ACCOUNT_LIMITS.tokenPerAddress, input.ip]]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, 'RESET_PASSWORD', input.token);
    const holder = row ? holderOf(row) : null;
    if (!holder) throw invalidToken('user.reset_password_token');
    await replacePassword(tx, holder, passwordHash);
  });
}

/**
 * PUT /api/users: the signed-in user (contractor or vendor) proves the old password; their other
 * sessions end.
 */
export async function changePassword(
  db: Database,
  principal: Principal,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const key =
    principal.accessType === 'VENDOR'
      ? `vendor:${principal.vendorUserId}`
      : String(principal.userId);
  await assertUnderLimit(db, ACCOUNT_LIMITS.oldPasswordPerUser, key);
  const account = await signedInPasswordAccount(db, principal);
  if (!account) throw new NotFoundError();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await recordHit(db, ACCOUNT_LIMITS.oldPasswordPerUser, key);
    throw new ValidationError(MESSAGES.account.oldPasswordMismatch, {
      'user.current_password': [MESSAGES.account.oldPasswordMismatch],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction((tx) =>
    changeHolderPassword(tx, account.holder, passwordHash, principal.sessionId),
  );
}

/**
 * POST /api/users/confirmation: mails a new confirmation link to an unconfirmed account. An
 * unknown or already confirmed address gets the same answer in the same time (decision 0029).
 */
export async function resendConfirmation(
  { db, config, mailer }: AccountDeps,
  email: string,
  ip: string,
): Promise<void> {
  await spend(db, [
    [ACCOUNT_LIMITS.mailPerEmail, email],
    [ACCOUNT_LIMITS.mailPerAddress, ip],
  ]);
  await atSteadyPace(ACCOUNT_MAIL_FLOOR_MS, async () => {
    const user = await users.findUserByEmail(db, email);
    if (!user || user.confirmedAt) return;
    await db.transaction((tx) => sendConfirmation({ config, mailer }, tx, user));
  });
}

/** Issues a confirmation token and mails it, in the caller's transaction (registration, resend). */
export async function sendConfirmation(
  { config, mailer }: Pick<AccountDeps, 'config' | 'mailer'>,
  tx: Executor,
  user: { id: number; email: string; firstName: string; lastCompanyId: number | null },
): Promise<void> {
  const { token } = await issueAccountToken(tx, {
    purpose: 'CONFIRMATION',
    userId: user.id,
    ttlHours: CONFIRMATION_TOKEN_HOURS,
  });
  await mailer.send(tx, {
    to: user.email,
    companyId: user.lastCompanyId,
    ...confirmationMail({
      firstName: user.firstName,
      url: confirmationLink(config, token),
    }),
  });
}

/** GET /api/users/confirmation: the mailed link; the account may sign in from now on. */
export async function confirmEmail(db: Database, token: string, ip: string): Promise<void> {
  await spend(db, [[ACCOUNT_LIMITS.tokenPerAddress, ip]]);
  await db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, 'CONFIRMATION', token);
    if (!row?.userId) throw invalidToken('confirmation_token');
    await users.markConfirmed(tx, row.userId);
  });
}
