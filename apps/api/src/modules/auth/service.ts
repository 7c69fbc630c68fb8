import { MESSAGES, type AccessType } from '@laydown/domain';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/session-store';
import { UnauthenticatedError } from '../../platform/errors';
import { assertNotThrottled, recordFailure, type Throttle } from '../../platform/rate-limit';
import * as users from '../users/service';
import * as vendors from '../vendors/service';

const HOUR = 3600;
/**
 * Failed sign-ins slow down the pair of account and address that failed (decision 0029): a
 * guesser waits ever longer, while the owner elsewhere, and colleagues behind the same office
 * address, sign in as usual. An address that fails on many accounts is slowed down as a whole
 * only far beyond what one office mistypes.
 */
export const SIGN_IN_THROTTLES = {
  perAccountAndAddress: {
    bucket: 'sign_in:account_address',
    freeAttempts: 5,
    windowSeconds: HOUR,
    maxDelaySeconds: 15 * 60,
    message: MESSAGES.auth.tooManyAttempts,
  },
  perAddress: {
    bucket: 'sign_in:address',
    freeAttempts: 100,
    windowSeconds: HOUR,
    maxDelaySeconds: 60,
    message: MESSAGES.auth.tooManyAttempts,
  },
} satisfies Record<string, Throttle>;

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
 * Checks the password and opens a new session (a fresh token at every sign-in). While the pair of
 * account and address (or the address) must wait, the attempt is refused unchecked.
 */
export async function signIn(db: Database, config: Config, input: SignInInput): Promise<SignedIn> {
  const pairKey = `${input.accessType}:${input.email}|${input.ip}`;
  await assertNotThrottled(db, SIGN_IN_THROTTLES.perAccountAndAddress, pairKey);
  await assertNotThrottled(db, SIGN_IN_THROTTLES.perAddress, input.ip);

  const opened =
    input.accessType === 'VENDOR'
      ? await signInVendor(db, config, input)
      : await signInContractor(db, config, input);
  if (!opened) {
    await recordFailure(db, SIGN_IN_THROTTLES.perAccountAndAddress, pairKey);
    await recordFailure(db, SIGN_IN_THROTTLES.perAddress, input.ip);
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
