import { Form, Input, Select } from 'antd';
import { MESSAGES } from '@laydown/domain';
import type { CompanyUser } from '@laydown/contracts';
import { DrawerForm } from '../../components/drawer-form';
import { emailRules, normalizeEmailInput } from '../../components/form-rules';
import { MemberFields } from './member-fields';
import { useInviteUser } from './use-company-users';

interface InviteValues {
  email: string;
  role_id: number;
  project_group_ids: number[];
  replacing_user_id?: number;
}

interface InviteUserDrawerProps {
  onClose: () => void;
  onInvited?: (user: CompanyUser) => void;
  /** Active members who may be replaced by the invitee. */
  members: CompanyUser[];
}

/** Invite (§2): email, role, project groups, and optionally the member being replaced. */
export function InviteUserDrawer({ onClose, onInvited, members }: InviteUserDrawerProps) {
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteUser();
  return (
    <DrawerForm<InviteValues, CompanyUser>
      title="Invite user"
      form={form}
      initialValues={{ project_group_ids: [] }}
      submitLabel="Send invitation"
      onClose={onClose}
      onSubmit={(values) =>
        invite.mutateAsync({
          ...values,
          project_group_ids: values.project_group_ids ?? [],
          replacing_user_id: values.replacing_user_id ?? null,
        })
      }
      onSaved={onInvited}
      successMessage={(user) => `An invitation was sent to ${user.email}.`}
      testId="invite-drawer"
    >
      <Form.Item
        label="Email"
        name="email"
        normalize={normalizeEmailInput}
        rules={emailRules(MESSAGES.account.emailRequired, MESSAGES.account.emailInvalid)}
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          data-testid="invite-email"
        />
      </Form.Item>
      <MemberFields />
      <Form.Item
        label="Replaces"
        name="replacing_user_id"
        extra="Optional: this member is deactivated when the invitation is accepted."
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Nobody"
          options={members
            .filter((m) => m.is_active)
            .map((m) => ({
              value: m.id,
              label: `${`${m.first_name} ${m.last_name}`.trim() || m.email} (${m.email})`,
            }))}
          data-testid="invite-replacing"
        />
      </Form.Item>
    </DrawerForm>
  );
}
