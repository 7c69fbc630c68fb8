import { plainDecimal } from '@laydown/domain';

/**
 * Letters OCR reads where a digit was printed. Applied only to text in a quantity column, where
 * no letter belongs ('1O' is 10, 'l2' is 12, 'S0' is 50).
 */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  '!': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  G: '6',
  b: '6',
  g: '9',
};

/** A thousands-grouped number ('2,500', '1,200.5'): the commas go. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^\d{1,12}(\.\d{1,6})?$/;

/**
 * The quantity printed in a cell as a plain decimal string ('2,500' -> '2500', '12.00' -> '12',
 * '1O' -> '10'), or null when the cell holds no number. Stray marks that OCR makes of table
 * borders at either end ('20]', '|15') are dropped.
 */
export function parseTicketQuantity(cell: string): string | null {
  // A bar or bracket at either end is the table's border, not a 1.
  const compact = cell.replace(/\s+/g, '').replace(/^[|[\](){}]+|[|[\](){}]+$/g, '');
  if (!/\d/.test(compact)) return null;
  const digits = [...compact].map((char) => DIGIT_LOOKALIKES[char] ?? char).join('');
  const trimmed = digits.replace(/^[^\d.]+/, '').replace(/[^\d]+$/, '');
  const number = GROUPED.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  return PLAIN.test(number) ? plainDecimal(number) : null;
}

/** Letters and digits that print alike, folded the same way on both sides of a comparison. */
const IDENTIFIER_LOOKALIKES: Record<string, string> = { O: '0', Q: '0', I: '1', L: '1' };

/**
 * The form in which two product identifiers are compared: upper case, letters and digits only,
 * and look-alikes folded, so 'SPF-2408', 'spf 2408' and an OCR's 'SPF24O8' are one identifier.
 */
export function identifierKey(identifier: string | null | undefined): string {
  return [...(identifier ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '')]
    .map((char) => IDENTIFIER_LOOKALIKES[char] ?? char)
    .join('');
}

/** An identifier as printed, without the spaces OCR puts into it ('2X12- 16HF'). */
export function cleanIdentifier(text: string): string | null {
  const compact = text.replace(/\s+/g, '').replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9#]+$/g, '');
  return /[A-Za-z0-9]/.test(compact) ? compact : null;
}
