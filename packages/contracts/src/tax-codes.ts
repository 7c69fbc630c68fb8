import { z } from 'zod';
import { TAX_RATE_MESSAGE, taxRateProblem, TEXT_LIMITS } from '@laydown/domain';
import { calendarDate as calendarDateOf } from './primitives';
import { listQuery, queryBoolean } from './lists';

const calendarDate = calendarDateOf('Use a date like 2026-01-31');

export const taxCodeRateRecord = z.object({
  id: z.number().int(),
  rate: z.string(),
  available_at: z.string(),
  expire_at: z.string().nullable(),
});
export type TaxCodeRateRecord = z.infer<typeof taxCodeRateRecord>;

/** procurement-core §3 Tax code; `tax_code_rate` is the one in force at the list's rate_date. */
export const taxCodeRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  tax_code_type: z.object({ tax_type: z.string().nullable() }),
  tax_code_rate: taxCodeRateRecord.nullable(),
  tax_code_rates: z.array(taxCodeRateRecord),
  discarded_at: z.string().nullable(),
});
export type TaxCodeRecord = z.infer<typeof taxCodeRecord>;
export const taxCodeBody = z.object({ tax_code: taxCodeRecord });

export const taxCodeRateInput = z
  .object({
    rate: z
      .string()
      .trim()
      .refine((v) => taxRateProblem(v) === null, { message: TAX_RATE_MESSAGE }),
    available_at: calendarDate,
    expire_at: calendarDate.nullable().default(null),
  })
  .strict();
export type TaxCodeRateInput = z.input<typeof taxCodeRateInput>;
export const taxCodeRateRequest = z.object({ tax_code_rate: taxCodeRateInput }).strict();

const fields = {
  code: z.string().trim().min(1, 'Code is required!').max(TEXT_LIMITS.code),
  description: z
    .string()
    .trim()
    .max(TEXT_LIMITS.taxDescription)
    .nullish()
    .transform((v) => (v ? v : null)),
  tax_type: z
    .string()
    .trim()
    .max(TEXT_LIMITS.code)
    .nullish()
    .transform((v) => (v ? v : null)),
};
export const createTaxCodeRequest = z
  .object({
    tax_code: z
      .object({ ...fields, tax_code_rates: z.array(taxCodeRateInput).max(50).default([]) })
      .strict(),
  })
  .strict();
export type CreateTaxCodeRequest = z.input<typeof createTaxCodeRequest>;
export const updateTaxCodeRequest = z
  .object({
    tax_code: z
      .object({ ...fields, active: z.boolean() })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateTaxCodeRequest = z.input<typeof updateTaxCodeRequest>;

/** The tax code listing: page, per_page 50, search, filters active and rate_date. */
export const taxCodeListQuery = listQuery(['code', 'description'], {
  active: queryBoolean.optional(),
  rate_date: calendarDate.optional(),
});
