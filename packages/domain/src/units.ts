import Decimal from 'decimal.js';

/** A unit of measure as the display rule needs it (procurement-core §3 Unit). */
export interface UnitLike {
  name: string;
  multiplier: string;
  qty_increment: string;
  override_label?: string | null;
  synonyms?: readonly string[];
}

export interface SeedUnit {
  name: string;
  synonyms: string[];
  multiplier?: string;
}

/**
 * The construction units every company starts with. A multiplier other than 1 is a pack of the
 * base unit ('100 LF' is priced per hundred linear feet).
 */
export const CONSTRUCTION_UNITS: readonly SeedUnit[] = [
  { name: 'EA', synonyms: ['each', 'ea.', 'piece', 'pc', 'pcs'] },
  { name: 'LF', synonyms: ['linear foot', 'linear feet', 'lin ft'] },
  { name: 'FT', synonyms: ['foot', 'feet', 'ft.'] },
  { name: 'IN', synonyms: ['inch', 'inches'] },
  { name: 'YD', synonyms: ['yard', 'yards'] },
  { name: 'SF', synonyms: ['square foot', 'square feet', 'sq ft', 'sqft'] },
  { name: 'SY', synonyms: ['square yard', 'square yards', 'sq yd'] },
  { name: 'SQ', synonyms: ['roofing square', 'square'] },
  { name: 'CF', synonyms: ['cubic foot', 'cubic feet', 'cu ft'] },
  { name: 'CY', synonyms: ['cubic yard', 'cubic yards', 'cu yd', 'yards of concrete'] },
  { name: 'BF', synonyms: ['board foot', 'board feet'] },
  { name: 'TON', synonyms: ['tons', 'short ton', 'tn'] },
  { name: 'LB', synonyms: ['pound', 'pounds', 'lbs'] },
  { name: 'GAL', synonyms: ['gallon', 'gallons'] },
  { name: 'QT', synonyms: ['quart', 'quarts'] },
  { name: 'BAG', synonyms: ['bags', 'sack'] },
  { name: 'BOX', synonyms: ['boxes', 'bx'] },
  { name: 'CASE', synonyms: ['cs', 'cases'] },
  { name: 'CTN', synonyms: ['carton', 'cartons'] },
  { name: 'ROLL', synonyms: ['rolls', 'rl'] },
  { name: 'PALLET', synonyms: ['pallets', 'plt', 'skid'] },
  { name: 'BDL', synonyms: ['bundle', 'bundles'] },
  { name: 'SHT', synonyms: ['sheet', 'sheets'] },
  { name: 'PR', synonyms: ['pair', 'pairs'] },
  { name: 'SET', synonyms: ['sets', 'kit'] },
  { name: 'PAIL', synonyms: ['bucket', 'pails'] },
  { name: 'TUBE', synonyms: ['tubes', 'cartridge'] },
  { name: 'DRUM', synonyms: ['drums', 'barrel'] },
  { name: 'LOAD', synonyms: ['truckload', 'loads'] },
  { name: 'LS', synonyms: ['lump sum'] },
  { name: 'HR', synonyms: ['hour', 'hours'] },
  { name: 'DAY', synonyms: ['days'] },
  { name: 'LF', synonyms: ['CLF', 'hundred linear feet'], multiplier: '100' },
  { name: 'EA', synonyms: ['C', 'hundred'], multiplier: '100' },
  { name: 'BF', synonyms: ['MBF', 'thousand board feet'], multiplier: '1000' },
  { name: 'SF', synonyms: ['MSF', 'thousand square feet'], multiplier: '1000' },
];

/** A positive decimal written as digits with an optional fraction ('1', '100', '0.5'). */
export const DECIMAL_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

export function isPositiveDecimal(value: string): boolean {
  return DECIMAL_PATTERN.test(value) && new Decimal(value).gt(0);
}

/** '100.000' and '100' are the same multiplier; labels show the shortest form. */
export function plainDecimal(value: string): string {
  return new Decimal(value).toString();
}

/**
 * procurement-core §3 Unit: the name alone when the multiplier is 1, otherwise the multiplier then
 * the name. A company's override label replaces both.
 */
export function unitNameLabel(unit: Pick<UnitLike, 'name' | 'multiplier' | 'override_label'>) {
  if (unit.override_label) return unit.override_label;
  const multiplier = new Decimal(unit.multiplier);
  return multiplier.eq(1) ? unit.name : `${plainDecimal(unit.multiplier)} ${unit.name}`;
}

/** The label with the ordering step when quantities go in steps other than 1. */
export function unitNameWithIncrementLabel(unit: UnitLike): string {
  const label = unitNameLabel(unit);
  return new Decimal(unit.qty_increment).eq(1)
    ? label
    : `${label} (increments of ${plainDecimal(unit.qty_increment)})`;
}

/** procurement-core §5: unit search matches the name or a synonym (case-insensitive substring). */
export function unitMatches(unit: Pick<UnitLike, 'name' | 'synonyms'>, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (term === '') return true;
  return [unit.name, ...(unit.synonyms ?? [])].some((text) => text.toLowerCase().includes(term));
}

/** A unit typed by the user: trimmed, inner spaces collapsed. */
export function normalizeUnitName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
