import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { ProjectGroupRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { submitError } from '../../components/submit-errors';
import { TagList } from '../../components/tag-list';
import { ProjectMultiSelect } from './project-multi-select';
import { useDeleteProjectGroup, useProjectGroups, useSaveProjectGroup } from './use-projects';

interface GroupForm {
  name: string;
  project_ids: number[];
}

function GroupDrawer({
  group,
  onClose,
}: {
  group: ProjectGroupRecord | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<GroupForm>();
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProjectGroup();
  return (
    <DrawerForm<GroupForm>
      open
      title={group ? 'Update Project Group' : 'New Project Group'}
      form={form}
      submitLabel={group ? 'Save' : 'Create'}
      submitting={save.isPending}
      error={error}
      onClose={onClose}
      testId="project-group-drawer"
      initialValues={{
        name: group?.name ?? '',
        project_ids: group?.projects.map((p) => p.id) ?? [],
      }}
      onSubmit={(values) =>
        save.mutate(
          { id: group?.id, group: values },
          {
            onSuccess: onClose,
            onError: (e) => setError(submitError(form, e, [['name'], ['project_ids']])),
          },
        )
      }
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
      >
        <Input data-testid="project-group-name" />
      </Form.Item>
      <Form.Item name="project_ids" label="Projects">
        <ProjectMultiSelect />
      </Form.Item>
    </DrawerForm>
  );
}

/** The project groups tab: create, rename, choose projects, delete. */
export function ProjectGroupsList({
  canManage,
  creating,
  onCreated,
}: {
  canManage: boolean;
  creating: boolean;
  onCreated: () => void;
}) {
  const groups = useProjectGroups();
  const remove = useDeleteProjectGroup();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ProjectGroupRecord | null>(null);

  return (
    <>
      <Table<ProjectGroupRecord>
        rowKey="id"
        loading={groups.isPending}
        dataSource={groups.data ?? []}
        pagination={false}
        locale={{
          emptyText: groups.isError ? errorMessage(groups.error) : REFERENCE_MESSAGES.notFound,
        }}
        data-testid="project-groups-table"
        columns={[
          { key: 'name', title: 'Name', dataIndex: 'name' },
          {
            key: 'projects',
            title: 'Projects',
            render: (_v, g) => <TagList tags={g.projects.map((p) => p.name)} />,
          },
          {
            key: 'actions',
            title: '',
            width: 100,
            render: (_v, g) =>
              canManage ? (
                <Space>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${g.name}`}
                    onClick={() => setEditing(g)}
                  />
                  <Popconfirm
                    title={REFERENCE_MESSAGES.deleteItem}
                    okText="Yes"
                    cancelText="No"
                    onConfirm={() =>
                      remove.mutate(g.id, { onError: (e) => void message.error(errorMessage(e)) })
                    }
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${g.name}`}
                    />
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing || creating ? (
        <GroupDrawer
          group={creating ? null : editing}
          onClose={() => {
            setEditing(null);
            onCreated();
          }}
        />
      ) : null}
    </>
  );
}
