import { z } from 'zod';
import { id, idText, queryIds } from './primitives';
import { PHASE_DATA_SOURCES, TEXT_LIMITS } from '@laydown/domain';
import { listQuery, queryBoolean } from './lists';

const code = z.string().trim().min(1, 'Code is required!').max(TEXT_LIMITS.code);
const description = z
  .string()
  .trim()
  .max(TEXT_LIMITS.description)
  .nullish()
  .transform((v) => (v ? v : null));
const ids = z.array(id).max(1000);
const tags = z.array(z.string().trim().min(1).max(60)).max(50);

/** A cost code number or a class: a code with a description (procurement-core §3). */
export const codeRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
});
export type CodeRecord = z.infer<typeof codeRecord>;
const codeInput = z.object({ code, description }).strict();

export const costCodeNumberBody = z.object({ cost_code_number: codeRecord });
export const costCodeNumberRequest = z.object({ cost_code_number: codeInput }).strict();
export const updateCostCodeNumberRequest = z
  .object({ cost_code_number: codeInput.partial().strict() })
  .strict();
export const costCodeClassBody = z.object({ cost_code_class: codeRecord });
export const costCodeClassRequest = z.object({ cost_code_class: codeInput }).strict();
export const updateCostCodeClassRequest = z
  .object({ cost_code_class: codeInput.partial().strict() })
  .strict();
export type CodeInput = z.input<typeof codeInput>;
export const codeListQuery = listQuery(['code', 'description'], {});

export const costCodePhaseRecord = codeRecord.extend({
  active: z.boolean(),
  independent: z.boolean(),
  dataSource: z.enum(PHASE_DATA_SOURCES),
  project_ids_relation: z.array(z.number().int()),
});
export type CostCodePhaseRecord = z.infer<typeof costCodePhaseRecord>;
export const costCodePhaseBody = z.object({ cost_code_phase: costCodePhaseRecord });
const phaseFields = {
  code,
  description,
  active: z.boolean(),
  independent: z.boolean(),
  dataSource: z.enum(PHASE_DATA_SOURCES),
  project_ids_relation: ids,
};
export const costCodePhaseRequest = z
  .object({
    cost_code_phase: z
      .object({
        ...phaseFields,
        active: phaseFields.active.default(true),
        independent: phaseFields.independent.default(false),
        dataSource: phaseFields.dataSource.default('INTERNAL'),
        project_ids_relation: phaseFields.project_ids_relation.default([]),
      })
      .strict(),
  })
  .strict();
export type CostCodePhaseRequest = z.input<typeof costCodePhaseRequest>;
export const updateCostCodePhaseRequest = z
  .object({ cost_code_phase: z.object(phaseFields).partial().strict() })
  .strict();
export const phaseListQuery = listQuery(['code', 'description'], {
  active: queryBoolean.optional(),
  dataSource: z.enum(PHASE_DATA_SOURCES).optional(),
  project_id: idText.optional(),
});

/** procurement-core §3 Cost code, with its number, phase and class flattened. */
export const costCodeRecord = z.object({
  id: z.number().int(),
  cost_code_number_id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  cost_code_phase_id: z.number().int().nullable(),
  phase_code: z.string().nullable(),
  phase_code_description: z.string().nullable(),
  cost_code_class_id: z.number().int().nullable(),
  clazz: z.string().nullable(),
  clazz_description: z.string().nullable(),
  project_ids: z.array(z.number().int()),
  tags: z.array(z.string()),
  active: z.boolean(),
  discarded_at: z.string().nullable(),
});
export type CostCodeRecord = z.infer<typeof costCodeRecord>;

const costCodeFields = {
  code,
  description,
  cost_code_phase_id: id.nullable(),
  cost_code_class_id: id.nullable(),
  project_ids: ids,
  tags,
  active: z.boolean(),
};
export const costCodeInput = z
  .object({
    ...costCodeFields,
    cost_code_phase_id: costCodeFields.cost_code_phase_id.default(null),
    cost_code_class_id: costCodeFields.cost_code_class_id.default(null),
    project_ids: costCodeFields.project_ids.default([]),
    tags: costCodeFields.tags.default([]),
    active: costCodeFields.active.default(true),
  })
  .strict();
export type CostCodeInput = z.input<typeof costCodeInput>;
/** POST /cost_codes {cost_codes}: one or more at once; all are saved or none. */
export const createCostCodesRequest = z
  .object({ cost_codes: z.array(costCodeInput).min(1).max(500) })
  .strict();
export const costCodesBody = z.object({ cost_codes: z.array(costCodeRecord) });
export const costCodeBody = z.object({ cost_code: costCodeRecord });
export const updateCostCodeRequest = z
  .object({
    cost_code: z
      .object({
        cost_code_phase_id: costCodeFields.cost_code_phase_id,
        cost_code_class_id: costCodeFields.cost_code_class_id,
        project_ids: costCodeFields.project_ids,
        tags: costCodeFields.tags,
        active: costCodeFields.active,
      })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateCostCodeRequest = z.input<typeof updateCostCodeRequest>;

export const costCodeFilters = {
  active: queryBoolean.optional(),
  tags: z.union([z.string(), z.array(z.string())]).optional(),
  cost_code_phase_id: queryIds.optional(),
  cost_code_class_id: queryIds.optional(),
  project_id: idText.optional(),
};
export const COST_CODE_SORTS = ['code', 'description', 'phase_code', 'clazz'] as const;
export const costCodeListQuery = listQuery(COST_CODE_SORTS, costCodeFilters);
export const costCodeExportRequest = z
  .object({
    format: z.enum(['csv', 'xlsx']),
    search: z.string().trim().max(200).optional(),
    active: z.boolean().optional(),
    tags: z.array(z.string()).optional(),
  })
  .strict();
export type CostCodeExportRequest = z.input<typeof costCodeExportRequest>;
export const tagsBody = z.object({ tags: z.array(z.string()) });
