import { contactDisplayName } from '@laydown/domain';
import type { OrderPdfAddress, OrderPdfContact } from './order-pdf-document';

/** Addresses and contacts as lines of text, leaving out what is not given. */

const given = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== '';

/** 'Austin, TX 78701': the city, then the state and zip code, as an American address reads. */
function cityLine(address: OrderPdfAddress): string | null {
  const region = [address.state, address.zip_code].filter(given).join(' ');
  const line = [address.city, region].filter(given).join(', ');
  return line === '' ? null : line;
}

/** The address's lines: nickname (when it differs from the first line), street, city, country. */
export function addressLines(address: OrderPdfAddress | null | undefined): string[] {
  if (!address) return [];
  const nickname =
    given(address.nickname) && address.nickname.trim() !== address.address_line_1.trim()
      ? address.nickname
      : null;
  return [
    nickname,
    address.address_line_1,
    address.address_line_2,
    cityLine(address),
    address.country,
  ]
    .filter(given)
    .map((line) => line.trim());
}

/** The address on one line, for a delivery's heading. */
export function addressOneLine(address: OrderPdfAddress | null | undefined): string | null {
  const lines = addressLines(address);
  return lines.length === 0 ? null : lines.join(', ');
}

/** A contact's lines: 'First Last (Nickname)' (§2), then email and phone when given. */
export function contactLines(contact: OrderPdfContact): string[] {
  return [contactDisplayName(contact), contact.email, contact.phone_number].filter(given);
}
