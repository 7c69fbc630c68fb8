import type { z } from 'zod';
import type { addressFields, nestedAddress } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../platform/errors';
import { ownedOrNotFound } from '../../platform/tenancy';
import * as repo from './repository';
import type { AddressOwner, AddressValues } from './repository';
import type { TenantScope } from '../../platform/scope';

export type { AddressOwner, AddressRow } from './repository';
type AddressInput = z.output<typeof addressFields>;
type NestedAddress = z.output<typeof nestedAddress>;

export function toValues(input: AddressInput): AddressValues {
  return {
    nickname: input.nickname,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2,
    city: input.city,
    state: input.state,
    zipCode: input.zip_code,
    country: input.country,
  };
}

/**
 * Applies a project's or vendor's nested addresses: new ones are added, ones with an id changed or
 * (with _destroy) removed. An id that is not the owner's answers 404, so nothing half-saves.
 */
export async function syncOwnedAddresses(
  db: Executor,
  ctx: TenantScope,
  owner: AddressOwner,
  inputs: NestedAddress[],
): Promise<void> {
  for (const { id, _destroy, ...fields } of inputs) {
    if (id === undefined) {
      if (!_destroy) await repo.insertAddress(db, ctx, owner, toValues(fields));
    } else if (_destroy) {
      if (!(await repo.deleteAddress(db, ctx, id, owner))) throw new NotFoundError();
    } else if (!(await repo.updateAddress(db, ctx, id, owner, toValues(fields)))) {
      throw new NotFoundError();
    }
  }
}

export const listOwned = repo.listOwned;
export const listForOwners = repo.listForOwners;

export async function getAddress(db: Executor, ctx: TenantScope, id: number) {
  return ownedOrNotFound(ctx, await repo.findAddress(db, ctx, id));
}

export function createCompanyAddress(db: Executor, ctx: TenantScope, input: AddressInput) {
  return repo.insertAddress(db, ctx, { kind: 'company' }, toValues(input));
}

/** Changes any address of the company's index, keeping its owner. */
export async function updateAddress(
  db: Executor,
  ctx: TenantScope,
  id: number,
  input: AddressInput,
) {
  const row = await getAddress(db, ctx, id);
  const owner: AddressOwner = row.projectId
    ? { kind: 'project', id: row.projectId }
    : row.companyVendorId
      ? { kind: 'company_vendor', id: row.companyVendorId }
      : { kind: 'company' };
  return ownedOrNotFound(ctx, await repo.updateAddress(db, ctx, id, owner, toValues(input)));
}
