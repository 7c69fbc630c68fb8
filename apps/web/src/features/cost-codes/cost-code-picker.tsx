import { Alert, Button, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { CostCodeRecord } from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  costCodeAllowedForProject,
  nextPickerStep,
  phaseAllowedForProject,
  phaseSelectable,
  pickerNeedsProject,
  pickerSteps,
  previousPickerStep,
  type CostCodeSettings,
  type PickerStep,
} from '@laydown/domain';
import { useAllPhases, useCostCodes, useCostCodeSettings } from './use-cost-codes';

export interface CostCodeChoice {
  phaseId: number | null;
  costCode: CostCodeRecord | null;
}

interface CostCodePickerProps {
  projectId: number | null;
  onChange: (choice: CostCodeChoice) => void;
}

const STEP_LABELS: Record<PickerStep, string> = {
  phase: 'Phase',
  code: 'Cost code',
  class: 'Class',
  finished: 'Done',
};

/**
 * The cost code picker: phase, then cost code, then class, then finished; which steps apply depends
 * on the settings. Selecting moves on; clearing goes back a step (procurement-core §2, §4, §5).
 */
export function CostCodePicker(props: CostCodePickerProps) {
  const { settings, loaded } = useCostCodeSettings();
  if (!loaded) return <Spin size="small" />;
  // Keyed by the settings so a change of settings starts the flow again at its first step.
  return <PickerFlow key={JSON.stringify(settings)} settings={settings} {...props} />;
}

function PickerFlow({
  projectId,
  onChange,
  settings,
}: CostCodePickerProps & { settings: CostCodeSettings }) {
  const phases = useAllPhases(settings.project_specific_phase_codes_enabled ? projectId : null);
  const codes = useCostCodes(
    settings.project_filtering_enabled && projectId
      ? `per_page=1000&active=true&project_id=${projectId}`
      : 'per_page=1000&active=true',
  );
  const [step, setStep] = useState<PickerStep>(() => pickerSteps(settings)[0] ?? 'code');
  const [phaseId, setPhaseId] = useState<number | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [chosen, setChosen] = useState<CostCodeRecord | null>(null);

  if (pickerNeedsProject(settings, projectId)) {
    return (
      <Alert
        type="info"
        showIcon
        title={REFERENCE_MESSAGES.costCode.selectProject}
        data-testid="cost-code-picker-hint"
      />
    );
  }

  const usable = codes.records.filter(
    (c) =>
      costCodeAllowedForProject(settings, c.project_ids, projectId) &&
      (!settings.phase_code_enabled || phaseId === null || c.cost_code_phase_id === phaseId),
  );
  const steps = pickerSteps(settings);
  const forward = (next: PickerStep) => setStep(nextPickerStep(settings, next));
  const back = () => setStep(previousPickerStep(settings, step));

  const finish = (record: CostCodeRecord | null) => {
    setChosen(record);
    onChange({ phaseId, costCode: record });
  };

  const options = (() => {
    if (step === 'phase') {
      return (phases.data ?? [])
        .filter(
          (p) =>
            phaseSelectable(settings, p) &&
            phaseAllowedForProject(settings, p.project_ids_relation, projectId),
        )
        .map((p) => ({
          value: String(p.id),
          label: p.description ? `${p.code} - ${p.description}` : p.code,
        }));
    }
    if (step === 'code') {
      const unique = [...new Map(usable.map((c) => [c.code, c])).values()];
      return unique.map((c) => ({
        value: c.code,
        label: c.description ? `${c.code} - ${c.description}` : c.code,
      }));
    }
    return usable
      .filter((c) => c.code === code)
      .map((c) => ({
        value: String(c.id),
        label: c.clazz ? `${c.clazz} - ${c.clazz_description ?? ''}` : 'No class',
      }));
  })();

  const select = (value: string) => {
    if (step === 'phase') {
      setPhaseId(Number(value));
      return forward('phase');
    }
    if (step === 'code') {
      setCode(value);
      if (!settings.class_enabled) {
        finish(usable.find((c) => c.code === value) ?? null);
      }
      return forward('code');
    }
    finish(usable.find((c) => String(c.id) === value) ?? null);
    return forward('class');
  };

  return (
    <div data-testid="cost-code-picker">
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        {steps.map((s) => (
          <Typography.Text key={s} strong={s === step} type={s === step ? undefined : 'secondary'}>
            {STEP_LABELS[s]}
            {s !== 'finished' ? ' ›' : ''}
          </Typography.Text>
        ))}
      </Space>
      {step === 'finished' ? (
        <Space>
          <Typography.Text data-testid="cost-code-picker-result">
            {chosen
              ? [chosen.phase_code, chosen.code, chosen.clazz].filter(Boolean).join(' / ')
              : '—'}
          </Typography.Text>
          <Button size="small" onClick={back}>
            Change
          </Button>
        </Space>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          {steps.indexOf(step) > 0 ? <Button onClick={back}>Back</Button> : null}
          <Select
            style={{ width: '100%' }}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={STEP_LABELS[step]}
            value={null}
            options={options}
            onChange={select}
            notFoundContent={REFERENCE_MESSAGES.notFound}
            data-testid={`cost-code-picker-${step}`}
          />
        </Space.Compact>
      )}
    </div>
  );
}
