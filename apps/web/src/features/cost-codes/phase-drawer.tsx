import { App, Checkbox, Form, Input, Radio } from 'antd';
import type { CostCodePhaseRecord } from '@laydown/contracts';
import {
  REFERENCE_MESSAGES,
  TEXT_LIMITS,
  costCodeSaveMessage,
  type PhaseDataSource,
  savedMessage,
} from '@laydown/domain';
import { DrawerForm } from '../../components/drawer-form';
import { SubmitCancelled } from '../../components/submit-errors';
import { ProjectMultiSelect } from '../projects/project-multi-select';
import { useSavePhase } from './use-cost-codes';

interface PhaseForm {
  code: string;
  description: string;
  active: boolean;
  independent: boolean;
  dataSource: PhaseDataSource;
  project_ids_relation: number[];
}

interface PhaseDrawerProps {
  phase: CostCodePhaseRecord | null;
  canEdit?: boolean;
  projectSpecific: boolean;
  /** A new phase starts independent when added from a select of independent phases. */
  independent?: boolean;
  onClose: () => void;
  /** After a save: the list shows the new phase, a select picks it. */
  onSaved?: (phase: CostCodePhaseRecord) => void;
}

/** Upsert Cost Code Phase: 'Add New Phase' / 'Update Phase'; EXTERNAL asks for confirmation. */
export function PhaseDrawer({
  phase,
  canEdit = true,
  projectSpecific,
  independent = false,
  onClose,
  onSaved,
}: PhaseDrawerProps) {
  const [form] = Form.useForm<PhaseForm>();
  const { modal } = App.useApp();
  const save = useSavePhase();

  const send = (values: PhaseForm) =>
    save.mutateAsync({
      id: phase?.id,
      input: { ...values, description: values.description || null },
    });

  const submit = async (values: PhaseForm) => {
    if (values.dataSource !== 'EXTERNAL') return send(values);
    // procurement-core §5: an EXTERNAL phase may affect PO and invoice sync.
    const confirmed = await modal.confirm({
      title: 'Save an external phase?',
      content:
        'Saving a phase with the EXTERNAL data source may affect purchase order and invoice sync. Do you want to continue?',
      okText: 'Save',
    });
    if (!confirmed) throw new SubmitCancelled();
    return send(values);
  };

  return (
    <DrawerForm<PhaseForm, CostCodePhaseRecord>
      title={phase ? 'Update Phase' : 'Add New Phase'}
      documentTitle={phase?.code}
      form={form}
      submitLabel={phase ? 'Save' : 'Create'}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
      onSaved={onSaved}
      successMessage={(saved) => savedMessage('Phase', saved.code, !phase)}
      errorText={(message) => costCodeSaveMessage('phase', message)}
      testId="phase-drawer"
      initialValues={{
        code: phase?.code ?? '',
        description: phase?.description ?? '',
        active: phase?.active ?? true,
        independent: phase?.independent ?? independent,
        dataSource: phase?.dataSource ?? 'INTERNAL',
        project_ids_relation: phase?.project_ids_relation ?? [],
      }}
    >
      <Form.Item
        name="code"
        label="Code"
        rules={[
          { required: true, whitespace: true, message: REFERENCE_MESSAGES.costCode.codeRequired },
        ]}
      >
        <Input maxLength={TEXT_LIMITS.code} data-testid="phase-code" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input maxLength={TEXT_LIMITS.description} data-testid="phase-description" />
      </Form.Item>
      <Form.Item name="dataSource" label="Data source">
        <Radio.Group
          options={[
            { value: 'INTERNAL', label: 'Internal' },
            { value: 'EXTERNAL', label: 'External' },
          ]}
          data-testid="phase-data-source"
        />
      </Form.Item>
      <Form.Item name="independent" valuePropName="checked">
        <Checkbox>Independent phase code</Checkbox>
      </Form.Item>
      <Form.Item name="active" valuePropName="checked">
        <Checkbox>Active</Checkbox>
      </Form.Item>
      {projectSpecific ? (
        <Form.Item name="project_ids_relation" label="Projects">
          <ProjectMultiSelect testId="phase-projects" />
        </Form.Item>
      ) : null}
    </DrawerForm>
  );
}
