import type { z } from 'zod';
import type {
  contactWithVendorUserRequest,
  createContactRequest,
  updateContactRequest,
} from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  contactDisplayName,
  contactDomainProblem,
  emailDomain,
  isExemptDomain,
  newVendorDomainProblem,
} from '@laydown/domain';
import type { Executor } from '../../db/client';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork, type UnitOfWork } from '../../platform/unit-of-work';
import * as settings from '../company-settings/service';
import * as directory from '../vendors/directory';
import * as repo from './repository';
import { resolveCompanyVendor } from './vendor-service';

type ContactFields = z.output<typeof updateContactRequest>['company_vendor_contact'];

export async function loadContact(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findContact(db, ctx, id);
  if (!row) throw new NotFoundError();
  ownedOrNotFound(ctx, row.contact);
  return row;
}

export const listContacts = repo.listContacts;

const emailProblem = (message: string, field: string) =>
  new ValidationError(message, { [field]: [message] });

/** The same person twice: 'Awesome! {name} is already on the product!' (procurement-core §8). */
async function refuseExisting(db: Executor, ctx: TenantScope, email: string, exceptId?: number) {
  const existing = await repo.findContactByEmail(db, ctx, email);
  if (existing && existing.id !== exceptId) {
    throw new ConflictError(
      REFERENCE_MESSAGES.vendorContact.alreadyOnProduct(
        contactDisplayName({
          first_name: existing.firstName,
          last_name: existing.lastName,
          nickname: existing.nickname,
        }),
      ),
      'contact_exists',
    );
  }
}

async function checkDomain(
  db: Executor,
  ctx: TenantScope,
  companyVendorId: number,
  email: string,
  field: string,
) {
  const vendor = await repo.findCompanyVendor(db, ctx, companyVendorId);
  if (!vendor) throw new NotFoundError();
  const { vendor_contact_domain_bypass: bypass } = await settings.getOtherSettings(db, ctx);
  const problem = contactDomainProblem(email, vendor.vendor.domains, bypass);
  if (problem) throw emailProblem(problem, field);
}

function values(input: ContactFields) {
  return {
    ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
    ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
  };
}

const duplicateContact = (error: unknown): never => {
  if (uniqueViolation(error))
    throw new ConflictError(REFERENCE_MESSAGES.vendorContact.createFailed, 'contact_exists');
  throw error;
};

const SUBJECT = 'company_vendor_contact';

/** A contact's creation in its history: who it is, as the reader recognises them. */
async function recordCreated(uow: UnitOfWork, id: number, email: string): Promise<void> {
  await uow.history.record({
    subjectType: SUBJECT,
    subjectId: id,
    action: 'created',
    title: `Vendor contact ${email} created`,
  });
}

export async function createContact(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof createContactRequest>['company_vendor_contact'],
): Promise<number> {
  return inUnitOfWork(db, scope, async (uow) => {
    const id = await insertContact(uow.tx, scope, input);
    await recordCreated(uow, id, input.email);
    return id;
  });
}

export async function updateContact(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: ContactFields,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const current = await changeContact(tx, scope, id, input);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Vendor contact ${input.email ?? current.contact.email} updated`,
      snapshot: input,
    });
  });
}

export async function createContactWithVendorUser(
  db: Executor,
  scope: TenantScope,
  input: z.output<typeof contactWithVendorUserRequest>,
): Promise<number> {
  return inUnitOfWork(db, scope, async (uow) => {
    const id = await insertContactWithVendorUser(uow.tx, scope, input);
    await recordCreated(uow, id, input.contact.email);
    return id;
  });
}

async function insertContact(
  db: Executor,
  ctx: TenantScope,
  input: z.output<typeof createContactRequest>['company_vendor_contact'],
) {
  await refuseExisting(db, ctx, input.email);
  await checkDomain(db, ctx, input.company_vendor_id, input.email, 'company_vendor_contact.email');
  const row = await repo
    .insertContact(db, ctx, {
      firstName: input.first_name,
      lastName: input.last_name,
      nickname: input.nickname,
      email: input.email,
      phoneNumber: input.phone_number,
      companyVendorId: input.company_vendor_id,
      vendorUserId: null,
    })
    .catch(duplicateContact);
  return row.id;
}

async function changeContact(db: Executor, ctx: TenantScope, id: number, input: ContactFields) {
  const current = await loadContact(db, ctx, id);
  if (input.email !== undefined && input.email !== current.contact.email) {
    await refuseExisting(db, ctx, input.email, id);
    await checkDomain(
      db,
      ctx,
      current.contact.companyVendorId,
      input.email,
      'company_vendor_contact.email',
    );
  }
  await repo.updateContact(db, ctx, id, values(input)).catch(duplicateContact);
  return current;
}

/**
 * POST /company_vendor_contact_with_vendor_user: a contact for an existing vendor user (the
 * person is on the product: their vendor is linked), or for a company vendor built from the form:
 * an existing one (the domain rule applies) or a new vendor (an email domain owned by another
 * vendor is refused: domainExists).
 */
async function insertContactWithVendorUser(
  db: Executor,
  ctx: TenantScope,
  input: z.output<typeof contactWithVendorUserRequest>,
) {
  const { contact, vendor } = input;
  await refuseExisting(db, ctx, contact.email);
  const { vendor_contact_domain_bypass: bypass } = await settings.getOtherSettings(db, ctx);
  let vendorUserId: number | null = null;
  let companyVendorId: number;

  if (contact.vendor_user_id) {
    const found = await directory.findPublicVendorUser(db, contact.vendor_user_id);
    if (!found) throw new NotFoundError();
    vendorUserId = found.user.id;
    companyVendorId = (
      await resolveCompanyVendor(db, ctx, {
        vendor_id: found.vendor.id,
        vendor_nickname: vendor.vendor_nickname,
        external_vendor_id: vendor.external_vendor_id,
      })
    ).id;
  } else if (vendor.id || vendor.vendor_id) {
    const companyVendor = await resolveCompanyVendor(db, ctx, vendor);
    await checkDomain(db, ctx, companyVendor.id, contact.email, 'contact.email');
    companyVendorId = companyVendor.id;
  } else {
    const domain = emailDomain(contact.email);
    const owner = await directory.vendorByDomain(db, domain);
    const problem = newVendorDomainProblem(contact.email, owner ?? null, bypass);
    if (problem) throw emailProblem(problem, 'contact.email');
    const domains = isExemptDomain(domain, bypass) ? [] : [domain];
    companyVendorId = (await resolveCompanyVendor(db, ctx, vendor, domains)).id;
  }

  const row = await repo
    .insertContact(db, ctx, {
      firstName: contact.first_name,
      lastName: contact.last_name,
      nickname: contact.nickname,
      email: contact.email,
      phoneNumber: contact.phone_number,
      companyVendorId,
      vendorUserId,
    })
    .catch(duplicateContact);
  return row.id;
}
