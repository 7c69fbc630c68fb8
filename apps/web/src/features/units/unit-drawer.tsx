import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { UnitRecord } from '@laydown/contracts';
import { isPositiveDecimal } from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { submitError } from '../../components/submit-errors';
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

const FIELDS = [['name'], ['multiplier'], ['qty_increment'], ['synonyms'], ['override_label']];

/** 'Add New Unit' / 'Update Unit'; name and multiplier are fixed once the unit exists. */
export function UnitDrawer({
  unit,
  open,
  onClose,
}: {
  unit: UnitRecord | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<UnitForm>();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveUnit();
  const editing = unit !== null;

  const submit = (values: UnitForm) => {
    setError(null);
    save.mutate(
      {
        id: unit?.id,
        unit: {
          name: values.name,
          multiplier: values.multiplier.trim(),
          qty_increment: values.qty_increment.trim(),
          synonyms: values.synonyms,
          override_label: values.override_label.trim() || null,
        },
      },
      { onSuccess: onClose, onError: (e) => setError(submitError(form, e, FIELDS)) },
    );
  };

  return (
    <DrawerForm<UnitForm>
      open={open}
      title={editing ? 'Update Unit' : 'Add New Unit'}
      form={form}
      submitLabel={editing ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      onSubmit={submit}
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
        <Input disabled={editing} data-testid="unit-name" />
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
        extra="Other words people type for this unit; search matches them."
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} data-testid="unit-synonyms" />
      </Form.Item>
      <Form.Item
        name="override_label"
        label="Label"
        extra="Shown instead of the multiplier and name."
      >
        <Input data-testid="unit-override-label" />
      </Form.Item>
    </DrawerForm>
  );
}
