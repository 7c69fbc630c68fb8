import { Select } from 'antd';
import { useState } from 'react';
import type { CodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import type { CodeKind } from '../../api/cost-codes';
import { CodeDrawer } from './code-drawer';
import { EditAddButtons } from './edit-add-buttons';
import { useAllCodes } from './use-cost-codes';

const LABELS = {
  numbers: { edit: 'Edit Code', add: 'Add New Code' },
  classes: { edit: 'Edit Class', add: 'Add New Class' },
} as const;

interface CodeSelectFieldProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  kind: CodeKind;
  value?: number | null;
  onChange?: (id: number | null, record?: CodeRecord) => void;
  canEdit: boolean;
  testId: string;
}

/** A number or class select with its Edit and Add New buttons (procurement-core §2). */
export function CodeSelectField({
  id,
  kind,
  value,
  onChange,
  canEdit,
  testId,
}: CodeSelectFieldProps) {
  const codes = useAllCodes(kind);
  const [drawer, setDrawer] = useState<'add' | 'edit' | null>(null);
  const records = codes.data ?? [];
  const current = records.find((c) => c.id === value) ?? null;
  return (
    <>
      <Select<number>
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value ?? undefined}
        onChange={(id) =>
          onChange?.(
            id ?? null,
            records.find((c) => c.id === id),
          )
        }
        loading={codes.isPending}
        notFoundContent={codes.isPending ? REFERENCE_MESSAGES.loading : REFERENCE_MESSAGES.notFound}
        options={records.map((c) => ({
          value: c.id,
          label: c.description ? `${c.code} - ${c.description}` : c.code,
        }))}
        aria-label={kind === 'numbers' ? 'Code' : 'Class'}
        data-testid={testId}
      />
      {canEdit ? (
        <EditAddButtons
          editLabel={LABELS[kind].edit}
          addLabel={LABELS[kind].add}
          canEditCurrent={current !== null}
          onEdit={() => setDrawer('edit')}
          onAdd={() => setDrawer('add')}
          testId={testId}
        />
      ) : null}
      {drawer ? (
        <CodeDrawer
          kind={kind}
          record={drawer === 'edit' ? current : null}
          onClose={() => setDrawer(null)}
          onSaved={(saved) => onChange?.(saved.id, saved)}
        />
      ) : null}
    </>
  );
}
