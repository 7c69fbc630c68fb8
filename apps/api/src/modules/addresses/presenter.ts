import type { AddressRecord } from '@laydown/contracts';
import type { AddressRow } from './repository';

export function presentAddress(row: AddressRow): AddressRecord {
  return {
    id: row.id,
    nickname: row.nickname,
    address_line_1: row.addressLine1,
    address_line_2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
  };
}
