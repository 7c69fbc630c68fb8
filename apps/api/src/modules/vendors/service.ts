import { CONFLICT_MESSAGES, type VendorRole } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import { ConflictError } from '../../platform/errors';
import * as repo from './repository';

export interface NewVendor {
  name: string;
  domains: string[];
}

export interface NewVendorUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: VendorRole;
}

/** A vendor account with its first user, linked to the company that buys from it. */
export async function createVendorForCompany(
  db: Executor,
  companyId: number,
  vendor: NewVendor,
  user: NewVendorUser,
): Promise<{ vendorId: number; vendorUserId: number }> {
  if (await repo.findVendorUserByEmail(db, user.email)) {
    throw new ConflictError(CONFLICT_MESSAGES.vendorUserEmailTaken, 'email_taken');
  }
  const vendorId = await repo.insertVendor(db, vendor);
  await repo.insertCompanyVendor(db, companyId, vendorId);
  const vendorUserId = await repo.insertVendorUser(db, {
    vendorId,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  });
  return { vendorId, vendorUserId };
}

/** A user of an existing vendor (a contact creating an account from a document link, 0091). */
export async function addVendorUser(
  db: Executor,
  vendorId: number,
  user: Omit<NewVendorUser, 'password'> & { passwordHash: string },
): Promise<number> {
  if (await repo.findVendorUserByEmail(db, user.email)) {
    throw new ConflictError(CONFLICT_MESSAGES.vendorUserEmailTaken, 'email_taken');
  }
  return repo.insertVendorUser(db, { vendorId, ...user });
}

export const findVendorUserByEmail = repo.findVendorUserByEmail;
export const findVendorUserById = repo.findVendorUserById;
export const recordVendorSignIn = repo.recordVendorSignIn;
export const loadVendorUser = repo.loadVendorUser;
export const setVendorPasswordHash = repo.setVendorPasswordHash;
