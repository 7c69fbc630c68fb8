import { Checkbox, Form, Select } from 'antd';
import type { CostCodeRecord } from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  costCodeFormFields,
  costCodeSaveMessage,
  phaseRequired,
} from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { ProjectMultiSelect } from '../projects/project-multi-select';
import { CodeSelectField } from './code-select-field';
import { PhaseSelectField } from './phase-select-field';
import {
  useAllCodes,
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

/**
 * procurement-core §2: the cost code drawer is 'Add New Code' / 'Update Code' on the settings page;
 * the order screen's variant is 'Add New Cost Code' / 'Update Cost Code'.
 */
const TITLES = {
  settings: { add: 'Add New Code', update: 'Update Code' },
  order: { add: 'Add New Cost Code', update: 'Update Cost Code' },
} as const;

interface CostCodeDrawerProps {
  costCode: CostCodeRecord | null;
  canEdit: boolean;
  onClose: () => void;
  onCreated?: (costCode: CostCodeRecord) => void;
  /** Which screen opened it, for the spec's titles. */
  screen?: keyof typeof TITLES;
}

/**
 * The cost code drawer (378 px). The settings decide which fields show and which are required
 * (procurement-core §5 Cost codes).
 */
export function CostCodeDrawer({
  costCode,
  canEdit,
  onClose,
  onCreated,
  screen = 'settings',
}: CostCodeDrawerProps) {
  const [form] = Form.useForm<CostCodeForm>();
  const { settings } = useCostCodeSettings();
  const fields = costCodeFormFields(settings);
  const numbers = useAllCodes('numbers');
  const tags = useCostCodeTags();
  const save = useSaveCostCode();

  const submit = async (values: CostCodeForm) => {
    const number = numbers.data?.find((n) => n.id === values.cost_code_number_id);
    const parts = {
      cost_code_phase_id: fields.phase ? (values.cost_code_phase_id ?? null) : null,
      cost_code_class_id: fields.class ? (values.cost_code_class_id ?? null) : null,
      project_ids: values.project_ids,
      tags: values.tags,
      active: values.active,
    };
    const saved = await save.mutateAsync({
      id: costCode?.id,
      create: { code: number?.code ?? '', description: number?.description ?? null, ...parts },
      update: parts,
    });
    if (!saved) throw new Error(REFERENCE_MESSAGES.costCode.saveFailed);
    return saved;
  };

  return (
    <DrawerForm<CostCodeForm, CostCodeRecord>
      width="narrow"
      title={costCode ? TITLES[screen].update : TITLES[screen].add}
      documentTitle={costCode?.code}
      form={form}
      submitLabel={costCode ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
      onSaved={costCode ? undefined : onCreated}
      successMessage={REFERENCE_MESSAGES.costCode.saved}
      errorText={(message) => costCodeSaveMessage('cost_code', message)}
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
          <PhaseSelectField canEdit={canEdit} testId="cost-code-phase" />
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
      <Form.Item name="tags" label="Tags" extra="Press Enter after each tag.">
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
