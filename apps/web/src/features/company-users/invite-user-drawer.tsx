import { useState } from 'react';
import { App, Form, Input, Select } from 'antd';
import { MESSAGES } from '@laydown/domain';
import type { CompanyUser } from '@laydown/contracts';
import { DrawerForm } from '../../components/drawer-form';
import { submitError } from '../../components/submit-errors';
import { emailRules, normalizeEmailInput } from '../../components/form-rules';
import { MemberFields } from './member-fields';
import { useInviteUser } from './use-company-users';

interface InviteValues {
  email: string;
  role_id: number;
  project_group_ids: number[];
  replacing_user_id?: number;
}

const FIELDS = [['email'], ['role_id'], ['project_group_ids'], ['replacing_user_id']];

interface InviteUserDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Active members who may be replaced by the invitee. */
  members: CompanyUser[];
}

/** Invite (§2): email, role, project groups, and optionally the member being replaced. */
export function InviteUserDrawer({ open, onClose, members }: InviteUserDrawerProps) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteUser();
  const submit = (values: InviteValues) =>
    invite.mutate(
      {
        ...values,
        project_group_ids: values.project_group_ids ?? [],
        replacing_user_id: values.replacing_user_id ?? null,
      },
      {
        onSuccess: (user) => {
          void message.success(`An invitation was sent to ${user.email}.`);
          onClose();
        },
        onError: (e) => setError(submitError(form, e, FIELDS)),
      },
    );
  return (
    <DrawerForm<InviteValues>
      title="Invite user"
      open={open}
      onClose={() => {
        invite.reset();
        setError(null);
        onClose();
      }}
      form={form}
      initialValues={{ project_group_ids: [] }}
      submitLabel="Send invitation"
      submitting={invite.isPending}
      error={error}
      onSubmit={submit}
      testId="invite-drawer"
    >
      <Form.Item
        label="Email"
        name="email"
        normalize={normalizeEmailInput}
        rules={emailRules(MESSAGES.account.emailRequired, MESSAGES.account.emailInvalid)}
      >
        <Input inputMode="email" autoComplete="off" data-testid="invite-email" />
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
