import { MESSAGES, type AccessType } from '@laydown/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/session-store';
import { UnauthenticatedError } from '../../platform/errors';
import { assertUnderLimit, recordHit, type Limit } from '../../platform/rate-limit';
import * as users from '../users/service';
import * as vendors from '../vendors/service';

const WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_LIMITS = {
  perEmail: {
    bucket: 'sign_in:email',
    max: 10,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.auth.tooManyAttempts,
  },
  perAddress: {
    bucket: 'sign_in:ip',
    max: 50,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.auth.tooManyAttempts,
  },
} satisfies Record<string, Limit>;

export const DEACTIVATED = 'Your account has been deactivated. Please contact your administrator.';

export interface SignInInput {
  email: string;
  password: string;
  persistent: boolean;
  accessType: AccessType;
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
}

/**
 * Checks the password and opens a new session (a fresh token at every sign-in). Failed attempts
 * count against both the email and the address; over either limit the attempt is refused unchecked.
 */
export async function signIn(db: Database, config: Config, input: SignInInput): Promise<SignedIn> {
  const emailKey = `${input.accessType}:${input.email}`;
  await assertUnderLimit(db, SIGN_IN_LIMITS.perEmail, emailKey);
  await assertUnderLimit(db, SIGN_IN_LIMITS.perAddress, input.ip);

  const opened =
    input.accessType === 'VENDOR'
      ? await signInVendor(db, config, input)
      : await signInContractor(db, config, input);
  if (!opened) {
    await recordHit(db, SIGN_IN_LIMITS.perEmail, emailKey);
    await recordHit(db, SIGN_IN_LIMITS.perAddress, input.ip);
    throw new UnauthenticatedError(MESSAGES.auth.invalidCredentials, 'invalid_credentials');
  }
  return opened;
}

async function signInContractor(
  db: Database,
  config: Config,
  input: SignInInput,
): Promise<SignedIn | null> {
  const user = await users.findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.passwordHash ?? null, input.password)) || !user) return null;
  if (!user.confirmedAt)
    throw new UnauthenticatedError(MESSAGES.account.unconfirmed, 'unconfirmed');
  const [membership] = await users.activeMemberships(db, user);
  if (!membership && !user.isLaydown) throw new UnauthenticatedError(DEACTIVATED, 'deactivated');
  const companyId = membership?.companyId ?? null;
  return db.transaction(async (tx) => {
    await users.recordSignIn(tx, user.id, companyId);
    return open(tx, config, input, { userId: user.id, companyId });
  });
}

async function signInVendor(
  db: Database,
  config: Config,
  input: SignInInput,
): Promise<SignedIn | null> {
  const vendorUser = await vendors.findVendorUserByEmail(db, input.email);
  if (!(await verifyPassword(vendorUser?.passwordHash ?? null, input.password)) || !vendorUser)
    return null;
  if (!vendorUser.active) throw new UnauthenticatedError(DEACTIVATED, 'deactivated');
  return db.transaction(async (tx) => {
    await vendors.recordVendorSignIn(tx, vendorUser.id);
    return open(tx, config, input, { vendorUserId: vendorUser.id });
  });
}

function open(
  db: Executor,
  config: Config,
  input: SignInInput,
  who: { userId: number; companyId: number | null } | { vendorUserId: number },
): Promise<SignedIn> {
  return createSession(db, {
    ...who,
    persistent: input.persistent,
    persistentDays: config.sessionDays,
    ip: input.ip,
    userAgent: input.userAgent,
  });
}
