import type { UnitRecord } from '@laydown/contracts';
import { plainDecimal, unitNameLabel, unitNameWithIncrementLabel } from '@laydown/domain';
import type { UnitRow } from './repository';

export function presentUnit(row: UnitRow): UnitRecord {
  const unit = {
    name: row.name,
    synonyms: row.synonyms,
    override_label: row.overrideLabel,
    multiplier: plainDecimal(row.multiplier),
    qty_increment: plainDecimal(row.qtyIncrement),
  };
  return {
    id: row.id,
    ...unit,
    unit_name_label: unitNameLabel(unit),
    unit_name_with_increment_label: unitNameWithIncrementLabel(unit),
  };
}
