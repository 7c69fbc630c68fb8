import { App, Checkbox, Form, Select } from 'antd';
import { useState } from 'react';
import type { CostCodeRecord } from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  costCodeFormFields,
  costCodeSaveMessage,
  phaseRequired,
  phaseSelectable,
} from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { ProjectMultiSelect } from '../projects/project-multi-select';
import { CodeSelectField } from './code-select-field';
import {
  useAllCodes,
  useAllPhases,
  useCostCodeSettings,
  useCostCodeTags,
  useSaveCostCode,
} from './use-cost-codes';

interface CostCodeForm {
  cost_code_number_id: number | null;
  cost_code_phase_id: number | null;
  cost_code_class_id: number | null;
  project_ids: number[];
  tags: string[];
  active: boolean;
}

interface CostCodeDrawerProps {
  costCode: CostCodeRecord | null;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * 'Add New Cost Code' / 'Update Cost Code' (378 px). The settings decide which fields show and which
 * are required (procurement-core §5 Cost codes).
 */
export function CostCodeDrawer({ costCode, canEdit, onClose }: CostCodeDrawerProps) {
  const [form] = Form.useForm<CostCodeForm>();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const { settings } = useCostCodeSettings();
  const fields = costCodeFormFields(settings);
  const numbers = useAllCodes('numbers');
  const phases = useAllPhases();
  const tags = useCostCodeTags();
  const save = useSaveCostCode();

  const submit = (values: CostCodeForm) => {
    setError(null);
    const number = numbers.data?.find((n) => n.id === values.cost_code_number_id);
    const parts = {
      cost_code_phase_id: fields.phase ? (values.cost_code_phase_id ?? null) : null,
      cost_code_class_id: fields.class ? (values.cost_code_class_id ?? null) : null,
      project_ids: values.project_ids,
      tags: values.tags,
      active: values.active,
    };
    save.mutate(
      {
        id: costCode?.id,
        create: { code: number?.code ?? '', description: number?.description ?? null, ...parts },
        update: parts,
      },
      {
        onSuccess: () => {
          void message.success(REFERENCE_MESSAGES.costCode.saved);
          onClose();
        },
        onError: (e) => setError(costCodeSaveMessage('cost_code', errorMessage(e))),
      },
    );
  };

  return (
    <DrawerForm<CostCodeForm>
      open
      width="narrow"
      title={costCode ? 'Update Cost Code' : 'Add New Cost Code'}
      form={form}
      submitLabel={costCode ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      testId="cost-code-drawer"
      initialValues={{
        cost_code_number_id: costCode?.cost_code_number_id ?? null,
        cost_code_phase_id: costCode?.cost_code_phase_id ?? null,
        cost_code_class_id: costCode?.cost_code_class_id ?? null,
        project_ids: costCode?.project_ids ?? [],
        tags: costCode?.tags ?? [],
        active: costCode?.active ?? true,
      }}
    >
      <Form.Item
        name="cost_code_number_id"
        label="Code"
        rules={[{ required: true, message: REFERENCE_MESSAGES.costCode.codeRequired }]}
      >
        <CodeSelectField kind="numbers" canEdit={canEdit && !costCode} testId="cost-code-number" />
      </Form.Item>
      {fields.phase ? (
        <Form.Item
          name="cost_code_phase_id"
          label="Phase"
          rules={
            phaseRequired(settings)
              ? [{ required: true, message: REFERENCE_MESSAGES.costCode.phaseRequired }]
              : []
          }
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={(phases.data ?? [])
              .filter((p) => phaseSelectable(settings, p))
              .map((p) => ({
                value: p.id,
                label: p.description ? `${p.code} - ${p.description}` : p.code,
              }))}
            data-testid="cost-code-phase"
          />
        </Form.Item>
      ) : null}
      {fields.class ? (
        <Form.Item
          name="cost_code_class_id"
          label="Class"
          rules={[{ required: true, message: REFERENCE_MESSAGES.costCode.classRequired }]}
        >
          <CodeSelectField kind="classes" canEdit={canEdit} testId="cost-code-class" />
        </Form.Item>
      ) : null}
      {fields.projects ? (
        <Form.Item name="project_ids" label="Projects">
          <ProjectMultiSelect testId="cost-code-projects" />
        </Form.Item>
      ) : null}
      <Form.Item name="tags" label="Tags">
        <Select
          mode="tags"
          options={(tags.data ?? []).map((t) => ({ value: t, label: t }))}
          data-testid="cost-code-tags"
        />
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox data-testid="cost-code-active">Active</Checkbox>
      </Form.Item>
    </DrawerForm>
  );
}
