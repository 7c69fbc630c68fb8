import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, Popconfirm, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import type { ProjectRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, TEXT_LIMITS, savedMessage, sentence } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import {
  AddressFields,
  addressChanges,
  toAddressInput,
  type AddressFormValue,
} from '../addresses/address-fields';
import {
  useDeleteProject,
  useProjectGroups,
  useSaveProject,
  useWatcherCandidates,
} from './use-projects';

interface ProjectForm {
  name: string;
  project_id: string;
  active: boolean;
  inventory: boolean;
  project_group_id: number | null;
  default_watcher_user_ids: number[];
  addresses: AddressFormValue[];
}

interface ProjectDrawerProps {
  project: ProjectRecord | null;
  canManage: boolean;
  onClose: () => void;
  onCreated?: (project: ProjectRecord) => void;
}

/** Create or update a project: project id code, group, default watchers, addresses (736 px). */
export function ProjectDrawer({ project, canManage, onClose, onCreated }: ProjectDrawerProps) {
  const [form] = Form.useForm<ProjectForm>();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const save = useSaveProject();
  const remove = useDeleteProject();
  const groups = useProjectGroups();
  const watchers = useWatcherCandidates();

  const submit = (values: ProjectForm) =>
    save.mutateAsync({
      id: project?.id,
      project: {
        name: values.name,
        project_id: values.project_id || null,
        active: values.active,
        inventory: values.inventory,
        project_group_id: values.project_group_id ?? null,
        default_watcher_user_ids: values.default_watcher_user_ids,
        addresses: addressChanges(project?.addresses ?? [], values.addresses),
      },
    });

  const destroy = (closeNow: () => void) => {
    if (!project) return;
    setError(null);
    remove.mutate(project.id, {
      onSuccess: () => {
        void message.success(sentence(`Project ${project.name} was deleted`));
        closeNow();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  };

  return (
    <DrawerForm<ProjectForm, ProjectRecord>
      title={project ? 'Update Project' : 'New Project'}
      documentTitle={project?.name}
      form={form}
      submitLabel={project ? 'Save' : 'Create'}
      canSubmit={canManage}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      onSaved={project ? undefined : onCreated}
      successMessage={(saved) => savedMessage('Project', saved.name, !project)}
      testId="project-drawer"
      initialValues={{
        name: project?.name ?? '',
        project_id: project?.project_id ?? '',
        active: project?.active ?? true,
        inventory: project?.inventory ?? false,
        project_group_id: project?.project_group_id ?? null,
        default_watcher_user_ids: project?.default_watcher_user_ids ?? [],
        addresses: project?.addresses.map(toAddressInput) ?? [],
      }}
      extraActions={(closeNow) =>
        project && canManage ? (
          <Popconfirm
            title={REFERENCE_MESSAGES.deleteProject(project.name)}
            okText="Yes"
            cancelText="No"
            onConfirm={() => destroy(closeNow)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending}
              data-testid="project-delete"
            >
              Delete
            </Button>
          </Popconfirm>
        ) : null
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item
            name="name"
            label="Name"
            rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
          >
            <Input maxLength={TEXT_LIMITS.name} data-testid="project-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="project_id" label="Project ID">
            <Input maxLength={TEXT_LIMITS.code} data-testid="project-code" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={12}>
          <Form.Item name="active" label="Active" valuePropName="checked">
            <Switch data-testid="project-active" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="inventory" label="Inventory" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="project_group_id" label="Project group">
        <Select
          allowClear
          loading={groups.isPending}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          data-testid="project-group"
        />
      </Form.Item>
      <Form.Item name="default_watcher_user_ids" label="Default watchers">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={watchers.isPending}
          options={(watchers.data ?? []).map((w) => ({
            value: w.user_id,
            label: `${w.name} (${w.email})`,
          }))}
          data-testid="project-watchers"
        />
      </Form.Item>
      <Form.List name="addresses">
        {(fields, { add, remove: removeAddress }) => (
          <>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Address ${index + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  canManage ? (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      onClick={() => removeAddress(field.name)}
                      aria-label={`Remove address ${index + 1}`}
                    />
                  ) : null
                }
              >
                <AddressFields prefix={[field.name]} testId={`project-address-${index}`} />
              </Card>
            ))}
            {canManage ? (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ address_line_1: '' })}
                data-testid="project-add-address"
              >
                Add address
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
    </DrawerForm>
  );
}
