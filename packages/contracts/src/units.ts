import { z } from 'zod';
import { isPositiveDecimal, normalizeUnitName, TEXT_LIMITS } from '@laydown/domain';
import { listQuery } from './lists';

const positiveDecimal = (label: string) =>
  z
    .string()
    .trim()
    .refine(isPositiveDecimal, { message: `${label} must be a positive number` });

/** procurement-core §3 Unit, with both labels computed by the display rule. */
export const unitRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  synonyms: z.array(z.string()),
  override_label: z.string().nullable(),
  multiplier: z.string(),
  qty_increment: z.string(),
  unit_name_label: z.string(),
  unit_name_with_increment_label: z.string(),
});
export type UnitRecord = z.infer<typeof unitRecord>;
export const unitBody = z.object({ unit: unitRecord });

const unitFields = {
  name: z
    .string()
    .transform(normalizeUnitName)
    .pipe(z.string().min(1, 'Name is required').max(TEXT_LIMITS.unitName)),
  synonyms: z.array(z.string().trim().min(1).max(60)).max(30),
  override_label: z.string().trim().max(TEXT_LIMITS.unitLabel).nullable(),
  multiplier: positiveDecimal('Multiplier'),
  qty_increment: positiveDecimal('Quantity increment'),
};

export const createUnitRequest = z
  .object({
    unit: z
      .object({
        name: unitFields.name,
        synonyms: unitFields.synonyms.default([]),
        override_label: unitFields.override_label.optional(),
        multiplier: unitFields.multiplier.default('1'),
        qty_increment: unitFields.qty_increment.default('1'),
      })
      .strict(),
  })
  .strict();
export type CreateUnitRequest = z.input<typeof createUnitRequest>;

export const updateUnitRequest = z
  .object({
    unit: z
      .object({
        synonyms: unitFields.synonyms,
        override_label: unitFields.override_label,
        qty_increment: unitFields.qty_increment,
      })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateUnitRequest = z.input<typeof updateUnitRequest>;

export const unitListQuery = listQuery(['name'], {});
