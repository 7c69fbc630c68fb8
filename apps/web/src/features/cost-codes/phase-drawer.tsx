import { App, Checkbox, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { CostCodePhaseRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, costCodeSaveMessage, type PhaseDataSource } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
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
  projectSpecific: boolean;
  onClose: () => void;
}

/** Upsert Cost Code Phase: 'Add New Phase' / 'Update Phase'; EXTERNAL asks for confirmation. */
export function PhaseDrawer({ phase, projectSpecific, onClose }: PhaseDrawerProps) {
  const [form] = Form.useForm<PhaseForm>();
  const [error, setError] = useState<string | null>(null);
  const { modal } = App.useApp();
  const save = useSavePhase();

  const send = (values: PhaseForm) =>
    save.mutate(
      { id: phase?.id, input: { ...values, description: values.description || null } },
      {
        onSuccess: onClose,
        onError: (e) => setError(costCodeSaveMessage('phase', errorMessage(e))),
      },
    );

  const submit = (values: PhaseForm) => {
    setError(null);
    if (values.dataSource !== 'EXTERNAL') return send(values);
    // procurement-core §5: an EXTERNAL phase may affect PO and invoice sync.
    void modal.confirm({
      title: 'Save an external phase?',
      content:
        'Saving a phase with the EXTERNAL data source may affect purchase order and invoice sync. Do you want to continue?',
      okText: 'Save',
      onOk: () => send(values),
    });
  };

  return (
    <DrawerForm<PhaseForm>
      open
      title={phase ? 'Update Phase' : 'Add New Phase'}
      form={form}
      submitLabel={phase ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      testId="phase-drawer"
      initialValues={{
        code: phase?.code ?? '',
        description: phase?.description ?? '',
        active: phase?.active ?? true,
        independent: phase?.independent ?? false,
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
        <Input data-testid="phase-code" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input data-testid="phase-description" />
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
