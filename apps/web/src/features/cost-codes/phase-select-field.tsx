import { Select } from 'antd';
import { useState } from 'react';
import { REFERENCE_MESSAGES, phaseSelectable } from '@laydown/domain';
import { EditAddButtons } from './edit-add-buttons';
import { PhaseDrawer } from './phase-drawer';
import { useAllPhases, useCostCodeSettings } from './use-cost-codes';

interface PhaseSelectFieldProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  canEdit: boolean;
  testId: string;
}

/**
 * The cost code's phase with its Edit Phase and Add New Phase buttons (procurement-core §2 Upsert
 * Cost Code Phase drawer): a phase that does not exist yet is added without leaving the form, and
 * is then chosen.
 */
export function PhaseSelectField({ id, value, onChange, canEdit, testId }: PhaseSelectFieldProps) {
  const { settings } = useCostCodeSettings();
  const phases = useAllPhases();
  const [drawer, setDrawer] = useState<'add' | 'edit' | null>(null);
  const records = phases.data ?? [];
  const current = records.find((p) => p.id === value) ?? null;
  return (
    <>
      <Select<number>
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value ?? undefined}
        onChange={(id) => onChange?.(id ?? null)}
        loading={phases.isPending}
        notFoundContent={
          phases.isPending ? REFERENCE_MESSAGES.loading : REFERENCE_MESSAGES.notFound
        }
        options={records
          .filter((p) => phaseSelectable(settings, p))
          .map((p) => ({
            value: p.id,
            label: p.description ? `${p.code} - ${p.description}` : p.code,
          }))}
        aria-label="Phase"
        data-testid={testId}
      />
      {canEdit ? (
        <EditAddButtons
          editLabel="Edit Phase"
          addLabel="Add New Phase"
          canEditCurrent={current !== null}
          onEdit={() => setDrawer('edit')}
          onAdd={() => setDrawer('add')}
          testId={testId}
        />
      ) : null}
      {drawer ? (
        <PhaseDrawer
          phase={drawer === 'edit' ? current : null}
          projectSpecific={settings.project_specific_phase_codes_enabled}
          onClose={() => setDrawer(null)}
          onSaved={(saved) => onChange?.(saved.id)}
        />
      ) : null}
    </>
  );
}
