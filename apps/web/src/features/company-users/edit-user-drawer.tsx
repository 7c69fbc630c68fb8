import { useEffect, useState } from 'react';
import { App, Form, Switch } from 'antd';
import type { CompanyUser } from '@laydown/contracts';
import { DrawerForm } from '../../components/drawer-form';
import { submitError } from '../../components/submit-errors';
import { MemberFields } from './member-fields';
import { useUpdateCompanyUser } from './use-company-users';

interface EditValues {
  role_id: number;
  project_group_ids: number[];
  active: boolean;
}

const FIELDS = [['role_id'], ['project_group_ids'], ['active']];

/** Update (§2): role, project groups and active. Deactivation signs the member out at once. */
export function EditUserDrawer({
  member,
  onClose,
}: {
  member: CompanyUser | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCompanyUser();
  useEffect(() => {
    if (member) {
      form.setFieldsValue({
        role_id: member.role.id,
        project_group_ids: member.project_group_ids,
        active: member.is_active,
      });
    }
  }, [member, form]);
  const name = member ? `${member.first_name} ${member.last_name}`.trim() || member.email : '';
  return (
    <DrawerForm<EditValues>
      title={name ? `Edit ${name}` : 'Edit user'}
      open={member !== null}
      onClose={() => {
        update.reset();
        setError(null);
        onClose();
      }}
      form={form}
      submitLabel="Save"
      submitting={update.isPending}
      error={error}
      onSubmit={(changes) =>
        member &&
        update.mutate(
          { id: member.id, changes },
          {
            onSuccess: () => {
              void message.success(`${name} was updated.`);
              onClose();
            },
            onError: (e) => setError(submitError(form, e, FIELDS)),
          },
        )
      }
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
          disabled={member ? !member.abilities.deactivate && member.is_active : false}
          data-testid="edit-active"
        />
      </Form.Item>
    </DrawerForm>
  );
}
