import type { TaxCodeRateRecord, TaxCodeRecord } from '@laydown/contracts';
import { plainDecimal, rateAt } from '@laydown/domain';
import type { TaxCodeRateRow, TaxCodeRow } from './repository';

function presentRate(rate: TaxCodeRateRow): TaxCodeRateRecord {
  return {
    id: rate.id,
    rate: plainDecimal(rate.rate),
    available_at: rate.availableAt,
    expire_at: rate.expireAt,
  };
}

/** `rateDate` picks tax_code_rate: the rate in force that day (available_at ≤ date < expire_at). */
export function presentTaxCode(
  row: TaxCodeRow,
  rates: TaxCodeRateRow[],
  rateDate: string,
): TaxCodeRecord {
  const all = rates.map(presentRate);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    tax_code_type: { tax_type: row.taxType },
    tax_code_rate: rateAt(all, rateDate) ?? null,
    tax_code_rates: all,
    discarded_at: row.discardedAt?.toISOString() ?? null,
  };
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
