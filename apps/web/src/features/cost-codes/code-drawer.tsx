import { Form, Input } from 'antd';
import { useState } from 'react';
import type { CodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, costCodeSaveMessage } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import type { CodeKind } from '../../api/cost-codes';
import { DrawerForm } from '../../components/drawer-form';
import { useSaveCode } from './use-cost-codes';

const TITLES = {
  numbers: { add: 'Add New Code', update: 'Update Code' },
  classes: { add: 'Add New Class', update: 'Update Class' },
} as const;

interface CodeForm {
  code: string;
  description: string;
}

interface CodeDrawerProps {
  kind: CodeKind;
  record: CodeRecord | null;
  onClose: () => void;
  onSaved?: (record: CodeRecord) => void;
}

/** 'Add New Code' / 'Update Code' and 'Add New Class' / 'Update Class': 378 px, code and description. */
export function CodeDrawer({ kind, record, onClose, onSaved }: CodeDrawerProps) {
  const [form] = Form.useForm<CodeForm>();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCode(kind);
  return (
    <DrawerForm<CodeForm>
      open
      width="narrow"
      title={record ? TITLES[kind].update : TITLES[kind].add}
      form={form}
      submitLabel={record ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      testId={`${kind}-drawer`}
      initialValues={{ code: record?.code ?? '', description: record?.description ?? '' }}
      onSubmit={(values) =>
        save.mutate(
          { id: record?.id, input: { code: values.code, description: values.description || null } },
          {
            onSuccess: (saved) => {
              onSaved?.(saved);
              onClose();
            },
            onError: (e) => setError(costCodeSaveMessage('cost_code', errorMessage(e))),
          },
        )
      }
    >
      {record ? (
        <p style={{ marginTop: 0 }} className="form-hint">
          {REFERENCE_MESSAGES.costCode.codeChangeWarning}
        </p>
      ) : null}
      <Form.Item
        name="code"
        label="Code"
        rules={[
          { required: true, whitespace: true, message: REFERENCE_MESSAGES.costCode.codeRequired },
        ]}
      >
        <Input data-testid={`${kind}-code`} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2 }} data-testid={`${kind}-description`} />
      </Form.Item>
    </DrawerForm>
  );
}
