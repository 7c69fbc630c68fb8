import { Select } from 'antd';
import type { CostCodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { useAllPhases, useCostCodes } from '../cost-codes/use-cost-codes';

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

/** The company's active independent phase codes (shown while independent phase codes are on). */
export function IndependentPhaseSelect({ id, value, onChange, disabled }: IdSelectProps) {
  const phases = useAllPhases();
  const options = (phases.data ?? [])
    .filter((p) => p.independent && (p.active || p.id === value))
    .map((p) => ({ value: p.id, label: p.description ? `${p.code} - ${p.description}` : p.code }));
  return (
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
}
