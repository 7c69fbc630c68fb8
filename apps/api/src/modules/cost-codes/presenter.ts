import type { CodeRecord, CostCodePhaseRecord, CostCodeRecord } from '@laydown/contracts';
import type { CodeRow } from './code-repository';
import type { CostCodeView } from './cost-code-repository';
import type { PhaseRow } from './phase-repository';

export function presentCode(row: CodeRow): CodeRecord {
  return { id: row.id, code: row.code, description: row.description };
}

export function presentPhase(row: PhaseRow): CostCodePhaseRecord {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    active: row.active,
    independent: row.independent,
    dataSource: row.dataSource,
    project_ids_relation: row.projectIds,
  };
}

export function presentCostCode(row: CostCodeView): CostCodeRecord {
  const c = row.costCode;
  return {
    id: c.id,
    cost_code_number_id: c.costCodeNumberId,
    code: row.code,
    description: row.description,
    cost_code_phase_id: c.costCodePhaseId,
    phase_code: row.phaseCode,
    phase_code_description: row.phaseDescription,
    cost_code_class_id: c.costCodeClassId,
    clazz: row.clazz,
    clazz_description: row.clazzDescription,
    project_ids: c.projectIds,
    tags: c.tags,
    active: c.active,
    discarded_at: c.discardedAt?.toISOString() ?? null,
  };
}
