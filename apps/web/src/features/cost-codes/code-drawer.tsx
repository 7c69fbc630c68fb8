import { Form, Input } from 'antd';
import type { CodeRecord } from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  TEXT_LIMITS,
  costCodeSaveMessage,
  savedMessage,
} from '@laydown/domain';
import type { CodeKind } from '../../api/cost-codes';
import { DrawerForm } from '../../components/drawer-form';
import { useSaveCode } from './use-cost-codes';

const TITLES = {
  numbers: { add: 'Add New Code', update: 'Update Code', noun: 'Code' },
  classes: { add: 'Add New Class', update: 'Update Class', noun: 'Class' },
} as const;

interface CodeForm {
  code: string;
  description: string;
}

interface CodeDrawerProps {
  kind: CodeKind;
  record: CodeRecord | null;
  canEdit?: boolean;
  onClose: () => void;
  /** After a save: the list shows the new record, a select picks it. */
  onSaved?: (record: CodeRecord) => void;
}

/** 'Add New Code' / 'Update Code' and 'Add New Class' / 'Update Class': 378 px, code and description. */
export function CodeDrawer({ kind, record, canEdit = true, onClose, onSaved }: CodeDrawerProps) {
  const [form] = Form.useForm<CodeForm>();
  const save = useSaveCode(kind);
  const titles = TITLES[kind];
  return (
    <DrawerForm<CodeForm, CodeRecord>
      width="narrow"
      title={record ? titles.update : titles.add}
      documentTitle={record?.code}
      form={form}
      submitLabel={record ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      testId={`${kind}-drawer`}
      initialValues={{ code: record?.code ?? '', description: record?.description ?? '' }}
      onSubmit={(values) =>
        save.mutateAsync({
          id: record?.id,
          input: { code: values.code, description: values.description || null },
        })
      }
      onSaved={onSaved}
      successMessage={(saved) => savedMessage(titles.noun, saved.code, !record)}
      errorText={(message) => costCodeSaveMessage('cost_code', message)}
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
        <Input maxLength={TEXT_LIMITS.code} data-testid={`${kind}-code`} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          maxLength={TEXT_LIMITS.description}
          data-testid={`${kind}-description`}
        />
      </Form.Item>
    </DrawerForm>
  );
}
