import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COST_CODE_SETTINGS,
  costCodeAllowedForProject,
  costCodeProblems,
  costCodeSaveMessage,
  nextPickerStep,
  pickerNeedsProject,
  pickerSteps,
  phaseSelectable,
  previousPickerStep,
  type CostCodeSettings,
} from './cost-codes';

const settingsArb = fc.record<CostCodeSettings>({
  phase_code_enabled: fc.boolean(),
  independent_phase_codes_enabled: fc.boolean(),
  class_enabled: fc.boolean(),
  project_filtering_enabled: fc.boolean(),
  project_specific_phase_codes_enabled: fc.boolean(),
});
const on = (patch: Partial<CostCodeSettings>) => ({ ...DEFAULT_COST_CODE_SETTINGS, ...patch });

describe('cost code required fields (procurement-core §5)', () => {
  it('needs only the code without phases or classes', () => {
    expect(costCodeProblems(DEFAULT_COST_CODE_SETTINGS, {})).toEqual({ code: 'Code is required!' });
    expect(costCodeProblems(DEFAULT_COST_CODE_SETTINGS, { code: '01-100' })).toEqual({});
  });

  it('needs the phase with phases on and not independent, and the class with classes on', () => {
    expect(
      costCodeProblems(on({ phase_code_enabled: true, class_enabled: true }), { code: 'A' }),
    ).toEqual({
      cost_code_phase_id: 'Phase is required!',
      cost_code_class_id: 'Class is required!',
    });
    expect(
      costCodeProblems(on({ phase_code_enabled: true, independent_phase_codes_enabled: true }), {
        code: 'A',
      }),
    ).toEqual({});
  });
});

describe('picker flow', () => {
  it('goes phase, code, class, finished with everything on', () => {
    const s = on({ phase_code_enabled: true, class_enabled: true });
    expect(pickerSteps(s)).toEqual(['phase', 'code', 'class', 'finished']);
    expect(nextPickerStep(s, 'phase')).toBe('code');
    expect(previousPickerStep(s, 'finished')).toBe('class');
    expect(previousPickerStep(s, 'code')).toBe('phase');
  });

  it('always has a code step and ends finished; back from the first step stays there', () => {
    fc.assert(
      fc.property(settingsArb, (s) => {
        const steps = pickerSteps(s);
        expect(steps).toContain('code');
        expect(steps.at(-1)).toBe('finished');
        let step = steps[0] ?? 'code';
        for (let i = 0; i < steps.length; i += 1) step = nextPickerStep(s, step);
        expect(step).toBe('finished');
        expect(previousPickerStep(s, steps[0] ?? 'code')).toBe(steps[0]);
      }),
    );
  });
});

describe('project filtering', () => {
  it('allows everything when filtering is off', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.option(fc.nat(), { nil: null }), (ids, project) => {
        expect(costCodeAllowedForProject(DEFAULT_COST_CODE_SETTINGS, ids, project)).toBe(true);
      }),
    );
  });

  it('with filtering on, needs a project and allows codes without projects or listing it', () => {
    const s = on({ project_filtering_enabled: true });
    expect(costCodeAllowedForProject(s, [], null)).toBe(false);
    expect(pickerNeedsProject(s, null)).toBe(true);
    expect(costCodeAllowedForProject(s, [], 4)).toBe(true);
    expect(costCodeAllowedForProject(s, [4, 5], 4)).toBe(true);
    expect(costCodeAllowedForProject(s, [5], 4)).toBe(false);
  });

  it('hides independent phases unless they are enabled', () => {
    expect(phaseSelectable(DEFAULT_COST_CODE_SETTINGS, { independent: true })).toBe(false);
    expect(
      phaseSelectable(on({ independent_phase_codes_enabled: true }), { independent: true }),
    ).toBe(true);
  });
});

describe('save messages (procurement-core §8)', () => {
  it('turns duplicate key errors into the spec texts', () => {
    expect(costCodeSaveMessage('cost_code', 'duplicate key value violates')).toBe(
      'Unable to save due to duplicate cost code.',
    );
    expect(costCodeSaveMessage('class', 'Duplicate key')).toBe(
      'Unable to save due to duplicate cost code.',
    );
    expect(costCodeSaveMessage('phase', 'duplicate key')).toBe(
      'Unable to save due to duplicate phase code.',
    );
    expect(costCodeSaveMessage('cost_code')).toBe('Unable to add cost code');
    expect(costCodeSaveMessage('phase', 'Boom')).toBe('Boom');
  });
});
