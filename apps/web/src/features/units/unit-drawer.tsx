import { Form, Input, Select } from 'antd';
import type { UnitRecord } from '@laydown/contracts';
import { isPositiveDecimal, TEXT_LIMITS, savedMessage } from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { useSaveUnit } from './use-units';

interface UnitForm {
  name: string;
  multiplier: string;
  qty_increment: string;
  synonyms: string[];
  override_label: string;
}

const decimalRule = (label: string) => ({
  validator: (_rule: unknown, value: unknown) =>
    typeof value === 'string' && isPositiveDecimal(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(`${label} must be a positive number`)),
});

interface UnitDrawerProps {
  unit: UnitRecord | null;
  /** false: the unit is shown read-only. */
  canEdit: boolean;
  onClose: () => void;
  onCreated?: (unit: UnitRecord) => void;
}

/** 'Add New Unit' / 'Update Unit'; name and multiplier are fixed once the unit exists. */
export function UnitDrawer({ unit, canEdit, onClose, onCreated }: UnitDrawerProps) {
  const [form] = Form.useForm<UnitForm>();
  const save = useSaveUnit();
  const editing = unit !== null;

  const submit = (values: UnitForm) =>
    save.mutateAsync({
      id: unit?.id,
      unit: {
        name: values.name,
        multiplier: values.multiplier.trim(),
        qty_increment: values.qty_increment.trim(),
        synonyms: values.synonyms,
        override_label: values.override_label.trim() || null,
      },
    });

  return (
    <DrawerForm<UnitForm, UnitRecord>
      title={editing ? 'Update Unit' : 'Add New Unit'}
      documentTitle={unit?.name}
      form={form}
      submitLabel={editing ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
      onSaved={editing ? undefined : onCreated}
      successMessage={(saved) => savedMessage('Unit', saved.name, !editing)}
      testId="unit-drawer"
      initialValues={{
        name: unit?.name ?? '',
        multiplier: unit?.multiplier ?? '1',
        qty_increment: unit?.qty_increment ?? '1',
        synonyms: unit?.synonyms ?? [],
        override_label: unit?.override_label ?? '',
      }}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
      >
        <Input disabled={editing} maxLength={TEXT_LIMITS.unitName} data-testid="unit-name" />
      </Form.Item>
      <Form.Item
        name="multiplier"
        label="Multiplier"
        rules={[decimalRule('Multiplier')]}
        extra="How many base units one of this unit holds (100 for 100 LF)."
      >
        <Input disabled={editing} inputMode="decimal" data-testid="unit-multiplier" />
      </Form.Item>
      <Form.Item
        name="qty_increment"
        label="Quantity increment"
        rules={[decimalRule('Quantity increment')]}
      >
        <Input inputMode="decimal" data-testid="unit-qty-increment" />
      </Form.Item>
      <Form.Item
        name="synonyms"
        label="Synonyms"
        extra="Other words people type for this unit; search matches them. Press Enter or a comma after each."
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} data-testid="unit-synonyms" />
      </Form.Item>
      <Form.Item
        name="override_label"
        label="Label"
        extra="Shown instead of the multiplier and name."
      >
        <Input maxLength={TEXT_LIMITS.unitLabel} data-testid="unit-override-label" />
      </Form.Item>
    </DrawerForm>
  );
}
