import { CONFLICT_MESSAGES, type RoleName } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { ConflictError } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import * as repo from './repository';
import { loadCurrentUserRow } from './current-user-view';

export type { UserRow } from './repository';
export type { CurrentUserRow } from './current-user-view';

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const EMAIL_TAKEN = CONFLICT_MESSAGES.userEmailTaken;

/** A user who can sign in right away, with a role in one company. */
export async function createMember(
  db: Executor,
  companyId: number,
  roleName: RoleName,
  input: NewUser,
): Promise<{ userId: number; companyUserId: number }> {
  const user = await createUser(db, input);
  const companyUserId = await repo.insertMembership(db, {
    companyId,
    userId: user.id,
    roleName,
    invitationAcceptedAt: new Date(),
  });
  return { userId: user.id, companyUserId };
}

/** Internal support staff: no company role, reach the internal-admin pages. */
export async function createSupportUser(db: Executor, input: NewUser): Promise<number> {
  const user = await createUser(db, input, true);
  return user.id;
}

async function createUser(db: Executor, input: NewUser, isLaydown = false) {
  if (await repo.findUserByEmail(db, input.email)) {
    throw new ConflictError(EMAIL_TAKEN, 'email_taken');
  }
  return repo.insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    isLaydown,
  });
}

export const findUserByEmail = repo.findUserByEmail;
export const findUserById = repo.findUserById;
export const activeMemberships = repo.activeMemberships;
export const recordSignIn = repo.recordSignIn;
export const setPasswordHash = repo.setPasswordHash;
export const markConfirmed = repo.markConfirmed;
export const insertUser = repo.insertUser;
export const updateProfile = repo.updateProfile;
export const companiesOfUser = repo.companiesOfUser;
export const recordCompanyChoice = repo.recordCompanyChoice;
export const insertMembership = repo.insertMembership;
export { loadCurrentUserRow };
