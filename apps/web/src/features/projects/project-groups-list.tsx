import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { ProjectGroupRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES, TEXT_LIMITS, savedMessage, sentence } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { DrawerForm } from '../../components/drawer-form';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import { TagList } from '../../components/tag-list';
import { useRecordRoute } from '../../components/use-record-route';
import { ProjectMultiSelect } from './project-multi-select';
import { useDeleteProjectGroup, useProjectGroups, useSaveProjectGroup } from './use-projects';

/** `/projects?tab=groups&group_id=3` opens a group, `group_id=new` creates one. */
export const GROUP_PARAM = 'group_id';

interface GroupForm {
  name: string;
  project_ids: number[];
}

function GroupDrawer({
  group,
  canManage,
  onClose,
}: {
  group: ProjectGroupRecord | null;
  canManage: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveProjectGroup();
  return (
    <DrawerForm<GroupForm, ProjectGroupRecord>
      title={group ? 'Update Project Group' : 'New Project Group'}
      documentTitle={group?.name}
      form={form}
      submitLabel={group ? 'Save' : 'Create'}
      canSubmit={canManage}
      onClose={onClose}
      testId="project-group-drawer"
      initialValues={{
        name: group?.name ?? '',
        project_ids: group?.projects.map((p) => p.id) ?? [],
      }}
      onSubmit={(values) => save.mutateAsync({ id: group?.id, group: values })}
      successMessage={(saved) => savedMessage('Project group', saved.name, !group)}
    >
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
      >
        <Input maxLength={TEXT_LIMITS.shortText} data-testid="project-group-name" />
      </Form.Item>
      <Form.Item name="project_ids" label="Projects">
        <ProjectMultiSelect />
      </Form.Item>
    </DrawerForm>
  );
}

/** The project groups tab: create, rename, choose projects, delete. */
export function ProjectGroupsList({ canManage }: { canManage: boolean }) {
  const groups = useProjectGroups();
  const remove = useDeleteProjectGroup();
  const { message } = App.useApp();
  const route = useRecordRoute(GROUP_PARAM);
  const records = groups.data ?? [];
  const opened = route.recordId === null ? undefined : records.find((g) => g.id === route.recordId);

  return (
    <>
      <Table<ProjectGroupRecord>
        rowKey="id"
        loading={groups.isPending}
        dataSource={records}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: groups.isPending
            ? ' '
            : groups.isError
              ? errorMessage(groups.error)
              : REFERENCE_MESSAGES.notFound,
        }}
        data-testid="project-groups-table"
        columns={[
          {
            key: 'name',
            title: 'Name',
            fixed: 'start',
            render: (_v, g) => <RecordLink to={route.hrefFor(g.id)}>{g.name}</RecordLink>,
          },
          {
            key: 'projects',
            title: 'Projects',
            render: (_v, g) => <TagList tags={g.projects.map((p) => p.name)} />,
          },
          {
            key: 'actions',
            title: <span className="visually-hidden">Actions</span>,
            width: 100,
            fixed: 'end',
            render: (_v, g) =>
              canManage ? (
                <Space>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${g.name}`}
                    onClick={() => route.open(g.id)}
                  />
                  <Popconfirm
                    title={REFERENCE_MESSAGES.deleteItem}
                    okText="Yes"
                    cancelText="No"
                    onConfirm={() =>
                      remove.mutate(g.id, {
                        onSuccess: () =>
                          void message.success(sentence(`Project group ${g.name} was deleted`)),
                        onError: (e) => void message.error(errorMessage(e)),
                      })
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
      {route.creating && canManage ? (
        <GroupDrawer group={null} canManage onClose={route.close} />
      ) : null}
      {opened ? <GroupDrawer group={opened} canManage={canManage} onClose={route.close} /> : null}
      {route.recordId !== null && !opened && groups.isSuccess ? (
        <MissingRecordDrawer onClose={route.close} />
      ) : null}
    </>
  );
}
