import { z } from 'zod';

export const DELIVERY_FILE_NAMINGS = ['CURRENT_DATE_TIME', 'ORIGINAL_FILE_NAME'] as const;

export const costCodeSettingsSchema = z
  .object({
    phase_code_enabled: z.boolean(),
    independent_phase_codes_enabled: z.boolean(),
    class_enabled: z.boolean(),
    project_filtering_enabled: z.boolean(),
    project_specific_phase_codes_enabled: z.boolean(),
  })
  .strict();

export const costCodeSettingsBody = z.object({ cost_code_settings: costCodeSettingsSchema });

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9-]+\.)+[a-z]{2,}$/, 'Enter a domain like example.com');

/** access-and-platform §3 otherSettings, plus the vendor-contact domain bypass list (§5). */
export const otherSettingsRecord = z.object({
  invoicing_email: z.string().nullable(),
  cost_code_settings: costCodeSettingsSchema,
  catalog_sources: z.array(z.string()),
  allow_company_material_creation_through_stock: z.boolean(),
  vendor_contact_domain_bypass: z.array(z.string()),
});
export type OtherSettings = z.infer<typeof otherSettingsRecord>;
export const otherSettingsBody = z.object({ other_settings: otherSettingsRecord });

export const updateOtherSettingsRequest = z
  .object({
    other_settings: z
      .object({
        invoicing_email: z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9._+-]{1,64}$/, 'Use letters, digits, dots, dashes or plus signs')
          .nullable(),
        cost_code_settings: costCodeSettingsSchema.partial(),
        catalog_sources: z.array(z.string().trim().min(1).max(60)).max(20),
        allow_company_material_creation_through_stock: z.boolean(),
        vendor_contact_domain_bypass: z.array(domain).max(200),
      })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateOtherSettingsRequest = z.input<typeof updateOtherSettingsRequest>;

export const downloadSettingsRecord = z.object({
  delivery_file_naming: z.enum(DELIVERY_FILE_NAMINGS),
});
export type DownloadSettings = z.infer<typeof downloadSettingsRecord>;
export const downloadSettingsBody = z.object({ download_settings: downloadSettingsRecord });
export const updateDownloadSettingsRequest = z
  .object({ download_settings: downloadSettingsRecord.partial().strict() })
  .strict();
export type UpdateDownloadSettingsRequest = z.input<typeof updateDownloadSettingsRequest>;
