import { Form, Switch } from 'antd';
import { sentence } from '@laydown/domain';
import type { CompanyUser } from '@laydown/contracts';
import { DrawerForm } from '../../components/drawer-form';
import { MemberFields } from './member-fields';
import { useUpdateCompanyUser } from './use-company-users';

interface EditValues {
  role_id: number;
  project_group_ids: number[];
  active: boolean;
}

export const memberName = (member: CompanyUser) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

/** Update (§2): role, project groups and active. Deactivation signs the member out at once. */
export function EditUserDrawer({ member, onClose }: { member: CompanyUser; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateCompanyUser();
  const name = memberName(member);
  return (
    <DrawerForm<EditValues>
      title={`Edit ${name}`}
      documentTitle={name}
      form={form}
      submitLabel="Save"
      onClose={onClose}
      initialValues={{
        role_id: member.role.id,
        project_group_ids: member.project_group_ids,
        active: member.is_active,
      }}
      onSubmit={(changes) => update.mutateAsync({ id: member.id, changes })}
      successMessage={sentence(`${name} was updated`)}
      testId="edit-user-drawer"
    >
      <MemberFields />
      <Form.Item
        label="Active"
        name="active"
        valuePropName="checked"
        extra="A deactivated user is signed out at once and cannot sign in to this company."
      >
        <Switch
          disabled={!member.abilities.deactivate && member.is_active}
          data-testid="edit-active"
        />
      </Form.Item>
    </DrawerForm>
  );
}
