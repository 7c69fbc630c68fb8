import { Form, Select } from 'antd';
import { roleLabel } from './user-status';
import { useProjectGroupOptions, useRoles } from './use-company-users';

/** Role and project groups: the fields the invite and edit drawers share. */
export function MemberFields() {
  const roles = useRoles();
  const groups = useProjectGroupOptions();
  return (
    <>
      <Form.Item
        label="Role"
        name="role_id"
        rules={[{ required: true, message: 'Please choose a role' }]}
      >
        <Select
          loading={roles.isPending}
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r.name) }))}
          data-testid="member-role"
          placeholder="Choose a role"
        />
      </Form.Item>
      <Form.Item label="Project groups" name="project_group_ids">
        <Select
          mode="multiple"
          allowClear
          loading={groups.isPending}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          placeholder={
            groups.data?.length === 0 ? 'No project groups yet' : 'Choose project groups'
          }
          optionFilterProp="label"
          data-testid="member-groups"
        />
      </Form.Item>
    </>
  );
}
