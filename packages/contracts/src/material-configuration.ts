import { z } from 'zod';
import { MATERIAL_ATTRIBUTE_KEYS } from '@laydown/domain';

const keys = z.array(z.enum(MATERIAL_ATTRIBUTE_KEYS, { error: 'Unknown material attribute' }));

/** access-and-platform §3 company material configuration (decision 0026). */
export const materialConfigurationRecord = z.object({
  all_attributes: z.array(z.object({ key: z.string(), label: z.string() })),
  company_attributes: z.array(z.string()),
  required_attributes: z.array(z.string()),
  company_material_columns: z.array(z.string()),
});
export type MaterialConfigurationRecord = z.infer<typeof materialConfigurationRecord>;
export const materialConfigurationBody = z.object({
  company_material_configuration: materialConfigurationRecord,
});

export const updateMaterialConfigurationRequest = z
  .object({
    company_material_configuration: z
      .object({
        company_attributes: keys,
        required_attributes: keys,
        company_material_columns: keys,
      })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateMaterialConfigurationRequest = z.input<typeof updateMaterialConfigurationRequest>;
