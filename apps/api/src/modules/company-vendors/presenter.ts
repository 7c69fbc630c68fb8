import type {
  CompanyVendorRecord,
  ContactRecord,
  VendorRecord,
  VendorUserRecord,
} from '@laydown/contracts';
import { presentAddress } from '../addresses/presenter';
import type { AddressRow } from '../addresses/service';
import type { VendorRow } from '../vendors/directory';
import type { CompanyVendorRow, ContactRow } from './repository';

/** The shared vendor record as `companyId` sees it: editable when that company created it. */
export function presentVendor(companyId: number, vendor: VendorRow): VendorRecord {
  return {
    id: vendor.id,
    name: vendor.name,
    domains: vendor.domains,
    description: vendor.description,
    logo: vendor.logoUrl,
    editable: vendor.createdByCompanyId === companyId,
  };
}

export function presentCompanyVendor(
  companyId: number,
  row: {
    companyVendor: CompanyVendorRow;
    vendor: VendorRow;
    contactsCount: number;
    addresses: AddressRow[];
  },
): CompanyVendorRecord {
  const { companyVendor: cv, vendor } = row;
  return {
    id: cv.id,
    vendor_id: vendor.id,
    vendor_name: vendor.name,
    vendor_nickname: cv.vendorNickname,
    external_vendor_id: cv.externalVendorId,
    vendor: presentVendor(companyId, vendor),
    active: cv.active,
    discarded: cv.discardedAt !== null,
    addresses: row.addresses.map(presentAddress),
    contacts_count: row.contactsCount,
  };
}

export function presentContact(row: {
  contact: ContactRow;
  vendorName: string;
  vendorId: number;
}): ContactRecord {
  const c = row.contact;
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    nickname: c.nickname,
    email: c.email,
    phone_number: c.phoneNumber,
    company_vendor: { id: c.companyVendorId, vendor_name: row.vendorName },
    vendor_user_id: c.vendorUserId,
    vendor_id: row.vendorId,
  };
}

export function presentVendorUser(row: {
  user: {
    id: number;
    email: string;
    isPublic: boolean;
    firstName: string;
    lastName: string;
    headline: string | null;
  };
  vendor: VendorRow;
}): VendorUserRecord {
  return {
    id: row.user.id,
    email: row.user.email,
    is_public: row.user.isPublic,
    full_name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    headline: row.user.headline,
    vendor: { id: row.vendor.id, name: row.vendor.name, domains: row.vendor.domains },
  };
}
