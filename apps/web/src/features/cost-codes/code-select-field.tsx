import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import type { CodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import type { CodeKind } from '../../api/cost-codes';
import { CodeDrawer } from './code-drawer';
import { useAllCodes } from './use-cost-codes';

const LABELS = {
  numbers: { edit: 'Edit Code', add: 'Add New Code' },
  classes: { edit: 'Edit Class', add: 'Add New Class' },
} as const;

interface CodeSelectFieldProps {
  kind: CodeKind;
  value?: number | null;
  onChange?: (id: number | null, record?: CodeRecord) => void;
  canEdit: boolean;
  testId: string;
}

/** A number or class select with its Edit and Add New buttons (procurement-core §2). */
export function CodeSelectField({ kind, value, onChange, canEdit, testId }: CodeSelectFieldProps) {
  const codes = useAllCodes(kind);
  const [drawer, setDrawer] = useState<'add' | 'edit' | null>(null);
  const records = codes.data ?? [];
  const current = records.find((c) => c.id === value) ?? null;
  return (
    <>
      <Select<number>
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
        data-testid={testId}
      />
      {canEdit ? (
        <Space size={4} style={{ marginTop: 4 }}>
          <Button
            size="small"
            type="link"
            disabled={!current}
            onClick={() => setDrawer('edit')}
            data-testid={`${testId}-edit`}
          >
            {LABELS[kind].edit}
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => setDrawer('add')}
            data-testid={`${testId}-add`}
          >
            {LABELS[kind].add}
          </Button>
        </Space>
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
