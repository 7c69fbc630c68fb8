import type { z } from 'zod';
import type {
  companyVendorListQuery,
  updateCompanyVendorRequest,
  vendorPayload,
} from '@laydown/contracts';
import { REFERENCE_MESSAGES, isExemptDomain, normalizeDomain } from '@laydown/domain';
import type { Executor } from '../../db/client';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { ownedOrNotFound } from '../../platform/tenancy';
import { inUnitOfWork } from '../../platform/unit-of-work';
import * as addresses from '../addresses/service';
import * as settings from '../company-settings/service';
import * as directory from '../vendors/directory';
import * as repo from './repository';

type Payload = z.output<typeof vendorPayload>;

export const VENDOR_NOT_EDITABLE =
  'This vendor record is kept by the vendor and cannot be changed here.';

export async function listCompanyVendors(
  db: Executor,
  ctx: TenantScope,
  query: z.output<typeof companyVendorListQuery>,
) {
  const { rows, total } = await repo.listCompanyVendors(db, ctx, query);
  const owned = await addresses.listForOwners(
    db,
    ctx,
    'company_vendor',
    rows.map((r) => r.companyVendor.id),
  );
  return {
    total,
    rows: rows.map((r) => ({
      ...r,
      addresses: owned.filter((a) => a.companyVendorId === r.companyVendor.id),
    })),
  };
}

export async function loadCompanyVendor(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findCompanyVendor(db, ctx, id);
  if (!row) throw new NotFoundError();
  ownedOrNotFound(ctx, row.companyVendor);
  return { ...row, addresses: await addresses.listOwned(db, ctx, { kind: 'company_vendor', id }) };
}

/** Domains already used by another vendor are refused with the spec's text. */
async function checkDomainsFree(db: Executor, domains: string[], exceptVendorId?: number) {
  if (domains.length > 0) await directory.lockVendorDomains(db);
  for (const domain of domains) {
    const owner = await directory.vendorByDomain(db, domain, exceptVendorId);
    if (owner) {
      const message = REFERENCE_MESSAGES.vendorContact.domainUsed(domain, owner.name);
      throw new ConflictError(message, 'domain_taken');
    }
  }
}

const SUBJECT = 'company_vendor';

/**
 * POST /company_vendors: the company vendor for the payload, in its own unit of work. A payload
 * may name a company vendor that already exists: only a company vendor made here is written to
 * the history as created.
 */
export async function createCompanyVendor(db: Executor, scope: TenantScope, payload: Payload) {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    const { row, created } = await findOrCreateCompanyVendor(tx, scope, payload);
    if (created) {
      await history.record({
        subjectType: SUBJECT,
        subjectId: row.id,
        action: 'created',
        title: `Vendor ${created.vendorName} created`,
      });
    }
    return row;
  });
}

/**
 * The company vendor for a vendor payload: `id` is a company vendor of this company, `vendor_id`
 * a vendor to link, `vendor_name` a new vendor record with its domains.
 */
export async function resolveCompanyVendor(
  db: Executor,
  ctx: TenantScope,
  payload: Payload,
  domainsForNew: string[] = [],
) {
  return (await findOrCreateCompanyVendor(db, ctx, payload, domainsForNew)).row;
}

/** As resolveCompanyVendor, saying whether the company vendor was made now, and for which vendor. */
async function findOrCreateCompanyVendor(
  db: Executor,
  ctx: TenantScope,
  payload: Payload,
  domainsForNew: string[] = [],
) {
  if (payload.id) {
    const found = (await repo.findCompanyVendor(db, ctx, payload.id))?.companyVendor;
    return { row: ownedOrNotFound(ctx, found), created: undefined };
  }
  const extra = {
    vendorNickname: payload.vendor_nickname,
    externalVendorId: payload.external_vendor_id,
  };
  if (payload.vendor_id) {
    const vendor = await directory.findVendor(db, payload.vendor_id);
    if (!vendor) throw new NotFoundError();
    const linked = await repo.findByVendor(db, ctx, vendor.id);
    if (linked) return { row: linked, created: undefined };
    const row = await repo.insertCompanyVendor(db, ctx, { vendorId: vendor.id, ...extra });
    return { row, created: { vendorName: vendor.name } };
  }
  const name = payload.vendor_name?.trim();
  if (!name)
    throw new ValidationError(REFERENCE_MESSAGES.vendorContact.vendorRequired, {
      'vendor.vendor_name': [REFERENCE_MESSAGES.vendorContact.vendorRequired],
    });
  const domains = [...new Set([...(payload.domains ?? []), ...domainsForNew].map(normalizeDomain))];
  await checkDomainsFree(db, domains);
  const vendor = await directory.insertVendorRecord(db, {
    name,
    domains,
    createdByCompanyId: ctx.companyId,
  });
  const row = await repo.insertCompanyVendor(db, ctx, { vendorId: vendor.id, ...extra });
  return { row, created: { vendorName: name } };
}

export async function updateCompanyVendor(
  db: Executor,
  scope: TenantScope,
  id: number,
  input: z.output<typeof updateCompanyVendorRequest>['company_vendor'],
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const current = await changeCompanyVendor(tx, scope, id, input);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'updated',
      title: `Vendor ${input.vendor?.name ?? current.vendor.name} updated`,
      snapshot: input,
    });
  });
}

async function changeCompanyVendor(
  db: Executor,
  ctx: TenantScope,
  id: number,
  input: z.output<typeof updateCompanyVendorRequest>['company_vendor'],
) {
  const current = await loadCompanyVendor(db, ctx, id);
  await repo.updateCompanyVendor(db, ctx, id, {
    ...(input.vendor_nickname !== undefined ? { vendorNickname: input.vendor_nickname } : {}),
    ...(input.external_vendor_id !== undefined
      ? { externalVendorId: input.external_vendor_id }
      : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  });
  if (input.vendor && Object.keys(input.vendor).length > 0) {
    if (current.vendor.createdByCompanyId !== ctx.companyId)
      throw new ForbiddenError(VENDOR_NOT_EDITABLE);
    if (input.vendor.domains) await checkDomainsFree(db, input.vendor.domains, current.vendor.id);
    await directory.updateVendorRecord(db, current.vendor.id, {
      ...(input.vendor.name !== undefined ? { name: input.vendor.name } : {}),
      ...(input.vendor.domains !== undefined
        ? { domains: [...new Set(input.vendor.domains)] }
        : {}),
      ...(input.vendor.description !== undefined ? { description: input.vendor.description } : {}),
      ...(input.vendor.logo !== undefined ? { logoUrl: input.vendor.logo } : {}),
    });
  }
  if (input.addresses)
    await addresses.syncOwnedAddresses(db, ctx, { kind: 'company_vendor', id }, input.addresses);
  return current;
}

/** GET /company_vendors/match_by_domain: the vendor owning a (non free-mail) domain. */
export async function matchByDomain(db: Executor, ctx: TenantScope, rawDomain: string) {
  const domain = normalizeDomain(
    rawDomain.includes('@') ? rawDomain.slice(rawDomain.lastIndexOf('@') + 1) : rawDomain,
  );
  const { vendor_contact_domain_bypass: bypass } = await settings.getOtherSettings(db, ctx);
  if (isExemptDomain(domain, bypass)) return null;
  const vendor = await directory.vendorByDomain(db, domain);
  if (!vendor) return null;
  const linked = await repo.findByVendor(db, ctx, vendor.id);
  return { id: vendor.id, label: vendor.name, company_vendor_id: linked?.id ?? null };
}
