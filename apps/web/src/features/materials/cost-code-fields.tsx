import { Button, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { CostCodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { useCurrentUser } from '../../shell/current-user';
import { PhaseDrawer } from '../cost-codes/phase-drawer';
import { useAllPhases, useCostCodes, useCostCodeSettings } from '../cost-codes/use-cost-codes';

interface IdSelectProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  disabled?: boolean;
}

export function costCodeLabel(c: CostCodeRecord): string {
  const code = [c.phase_code, c.code, c.clazz].filter(Boolean).join(' / ');
  return c.description ? `${code} - ${c.description}` : code;
}

/** The company's active cost codes, searched by code or description (decision 0027). */
export function CostCodeSelect({ id, value, onChange, disabled }: IdSelectProps) {
  const codes = useCostCodes('per_page=1000&active=true');
  return (
    <Select<number>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={disabled}
      placeholder="Select a cost code"
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      loading={codes.query.isPending}
      notFoundContent={codes.query.isPending ? 'Loading...' : REFERENCE_MESSAGES.notFound}
      options={codes.records.map((c) => ({ value: c.id, label: costCodeLabel(c) }))}
      data-testid="material-cost-code"
    />
  );
}

/**
 * The company's active independent phase codes (shown while independent phase codes are on), with
 * 'Add New Phase' for who may edit cost codes: the new phase is added without leaving the material
 * and chosen (issue 9: Phase is required there, so it must be possible to add one).
 */
export function IndependentPhaseSelect({ id, value, onChange, disabled }: IdSelectProps) {
  const phases = useAllPhases();
  const { settings } = useCostCodeSettings();
  const canAdd = useCurrentUser().user_permissions.can_edit_cost_code && !disabled;
  const [adding, setAdding] = useState(false);
  const options = (phases.data ?? [])
    .filter((p) => p.independent && (p.active || p.id === value))
    .map((p) => ({ value: p.id, label: p.description ? `${p.code} - ${p.description}` : p.code }));
  const select = (
    <Select<number>
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={disabled}
      placeholder="Select a phase"
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      loading={phases.isPending}
      notFoundContent={phases.isPending ? 'Loading...' : REFERENCE_MESSAGES.notFound}
      options={options}
      data-testid="material-cost-code-phase"
    />
  );
  if (!canAdd) return select;
  return (
    <>
      {select}
      <Button
        type="link"
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setAdding(true)}
        style={{ paddingInline: 0, marginTop: 4 }}
        data-testid="material-cost-code-phase-add"
      >
        Add New Phase
      </Button>
      {adding ? (
        <PhaseDrawer
          phase={null}
          independent
          projectSpecific={settings.project_specific_phase_codes_enabled}
          onClose={() => setAdding(false)}
          onSaved={(saved) => onChange?.(saved.id)}
        />
      ) : null}
    </>
  );
}
