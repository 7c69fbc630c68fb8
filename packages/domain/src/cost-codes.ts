import { REFERENCE_MESSAGES } from './reference-messages';

/** procurement-core §3 Cost code settings; all off for a new company. */
export interface CostCodeSettings {
  phase_code_enabled: boolean;
  independent_phase_codes_enabled: boolean;
  class_enabled: boolean;
  project_filtering_enabled: boolean;
  project_specific_phase_codes_enabled: boolean;
}

export const DEFAULT_COST_CODE_SETTINGS: CostCodeSettings = {
  phase_code_enabled: false,
  independent_phase_codes_enabled: false,
  class_enabled: false,
  project_filtering_enabled: false,
  project_specific_phase_codes_enabled: false,
};

export const PHASE_DATA_SOURCES = ['INTERNAL', 'EXTERNAL'] as const;
export type PhaseDataSource = (typeof PHASE_DATA_SOURCES)[number];

export interface CostCodeDraft {
  code?: string | null;
  cost_code_phase_id?: number | null;
  cost_code_class_id?: number | null;
}

/**
 * procurement-core §5 Cost codes: the code is always required; with phases on and not independent
 * the phase is required; with classes on the class is required. Returns messages by field.
 */
export function costCodeProblems(
  settings: CostCodeSettings,
  draft: CostCodeDraft,
): Partial<Record<'code' | 'cost_code_phase_id' | 'cost_code_class_id', string>> {
  const problems: Partial<Record<'code' | 'cost_code_phase_id' | 'cost_code_class_id', string>> =
    {};
  if (!draft.code?.trim()) problems.code = REFERENCE_MESSAGES.costCode.codeRequired;
  if (phaseRequired(settings) && !draft.cost_code_phase_id) {
    problems.cost_code_phase_id = REFERENCE_MESSAGES.costCode.phaseRequired;
  }
  if (settings.class_enabled && !draft.cost_code_class_id) {
    problems.cost_code_class_id = REFERENCE_MESSAGES.costCode.classRequired;
  }
  return problems;
}

export function phaseRequired(settings: CostCodeSettings): boolean {
  return settings.phase_code_enabled && !settings.independent_phase_codes_enabled;
}

/** A cost code field shows only with the setting that gives it meaning. */
export function costCodeFormFields(settings: CostCodeSettings) {
  return {
    phase: settings.phase_code_enabled,
    class: settings.class_enabled,
    projects: settings.project_filtering_enabled,
  };
}

export type PickerStep = 'phase' | 'code' | 'class' | 'finished';

/** The picker's steps in order for these settings (procurement-core §2, §4). */
export function pickerSteps(settings: CostCodeSettings): PickerStep[] {
  const steps: PickerStep[] = [];
  if (settings.phase_code_enabled) steps.push('phase');
  steps.push('code');
  if (settings.class_enabled) steps.push('class');
  steps.push('finished');
  return steps;
}

/** Selecting moves one step forward; the last selection finishes the choice. */
export function nextPickerStep(settings: CostCodeSettings, current: PickerStep): PickerStep {
  const steps = pickerSteps(settings);
  return steps[Math.min(steps.indexOf(current) + 1, steps.length - 1)] ?? 'finished';
}

/** Clearing or removing a step goes back one. */
export function previousPickerStep(settings: CostCodeSettings, current: PickerStep): PickerStep {
  const steps = pickerSteps(settings);
  const index = current === 'finished' ? steps.length - 2 : steps.indexOf(current) - 1;
  return steps[Math.max(index, 0)] ?? 'code';
}

/**
 * procurement-core §5: with project filtering on, a cost code is usable on a project when it has
 * no projects or lists that project; with project filtering off, everywhere.
 */
export function costCodeAllowedForProject(
  settings: CostCodeSettings,
  projectIds: readonly number[],
  projectId: number | null | undefined,
): boolean {
  if (!settings.project_filtering_enabled) return true;
  if (projectId === null || projectId === undefined) return false;
  return projectIds.length === 0 || projectIds.includes(projectId);
}

/** The same rule for phases when project-specific phase codes are on. */
export function phaseAllowedForProject(
  settings: CostCodeSettings,
  projectIds: readonly number[],
  projectId: number | null | undefined,
): boolean {
  if (!settings.project_specific_phase_codes_enabled) return true;
  if (projectId === null || projectId === undefined) return false;
  return projectIds.length === 0 || projectIds.includes(projectId);
}

/** The picker is disabled with 'Please select one Project' until a project is chosen. */
export function pickerNeedsProject(
  settings: CostCodeSettings,
  projectId: number | null | undefined,
) {
  const filtering =
    settings.project_filtering_enabled || settings.project_specific_phase_codes_enabled;
  return filtering && (projectId === null || projectId === undefined);
}

/** Phase rows marked independent are hidden unless independent phase codes are enabled. */
export function phaseSelectable(settings: CostCodeSettings, phase: { independent: boolean }) {
  return !phase.independent || settings.independent_phase_codes_enabled;
}

/** The server's duplicate-key errors become the spec's texts (procurement-core §8). */
export function costCodeSaveMessage(kind: 'cost_code' | 'class' | 'phase', serverMessage?: string) {
  const duplicate = serverMessage?.toLowerCase().includes('duplicate key') ?? false;
  if (kind === 'phase') {
    if (duplicate) return REFERENCE_MESSAGES.costCode.duplicatePhase;
    return serverMessage || REFERENCE_MESSAGES.costCode.phaseSaveFailed;
  }
  if (duplicate) return REFERENCE_MESSAGES.costCode.duplicate;
  return serverMessage || REFERENCE_MESSAGES.costCode.saveFailed;
}
