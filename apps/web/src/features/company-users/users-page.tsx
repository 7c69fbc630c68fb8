import { useMemo, useState } from 'react';
import { App, Button, Result, Segmented, Space, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { CompanyUser } from '@laydown/contracts';
import { COMPANY_USER_FILTERS, type CompanyUserFilter } from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { EditUserDrawer } from './edit-user-drawer';
import { InviteUserDrawer } from './invite-user-drawer';
import { roleLabel, USER_STATUS_LOOK } from './user-status';
import { useCompanyUsers, useProjectGroupOptions, useResendInvitation } from './use-company-users';

const FILTER_LABELS: Record<CompanyUserFilter | 'all', string> = {
  all: 'All',
  activated: 'Activated',
  deactivated: 'Deactivated',
  ungrouped: 'Ungrouped',
};

const fullName = (u: CompanyUser) => `${u.first_name} ${u.last_name}`.trim() || '—';

function ResendButton({ member }: { member: CompanyUser }) {
  const { message } = App.useApp();
  const resend = useResendInvitation();
  if (!member.abilities.resend_invitation) return null;
  return (
    <Button
      size="small"
      icon={<MailOutlined />}
      loading={resend.isPending}
      onClick={(event) => {
        event.stopPropagation();
        resend.mutate(member.id, {
          onSuccess: () =>
            void message.success(`The invitation was sent again to ${member.email}.`),
          onError: (error) => void message.error(errorMessage(error)),
        });
      }}
      data-testid="resend-invitation"
    >
      Resend invitation
    </Button>
  );
}

function useColumns(groupName: (id: number) => string): ListColumn<CompanyUser>[] {
  return useMemo(
    () => [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        fixed: true,
        render: (u) => <strong>{fullName(u)}</strong>,
      },
      { key: 'email', title: 'Email', sortField: 'email', render: (u) => u.email },
      { key: 'role', title: 'Role', sortField: 'role', render: (u) => roleLabel(u.role.name) },
      {
        key: 'project_groups',
        title: 'Project groups',
        render: (u) => (
          <TagList
            tags={u.project_group_ids.map(groupName)}
            empty={<Typography.Text type="secondary">None</Typography.Text>}
          />
        ),
      },
      {
        key: 'status',
        title: 'Status',
        render: (u) => <StatusBadge status={u.status} look={USER_STATUS_LOOK} />,
      },
      {
        key: 'actions',
        title: '',
        align: 'right',
        fixed: true,
        render: (u) => <ResendButton member={u} />,
      },
    ],
    [groupName],
  );
}

function UserCard({
  member,
  groupName,
}: {
  member: CompanyUser;
  groupName: (id: number) => string;
}) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text strong>{fullName(member)}</Typography.Text>
        <StatusBadge status={member.status} look={USER_STATUS_LOOK} />
      </div>
      <Typography.Text type="secondary">{member.email}</Typography.Text>
      <Typography.Text>{roleLabel(member.role.name)}</Typography.Text>
      <TagList tags={member.project_group_ids.map(groupName)} />
      <ResendButton member={member} />
    </Space>
  );
}

const SORT_FIELDS = ['name', 'email', 'role', 'created_at'] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** Company users management (§2): list, filters, invite, edit, resend. */
export function UsersPage() {
  const list = useListParams(['filter']);
  const filter = COMPANY_USER_FILTERS.find((f) => f === list.filters.filter?.[0]);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const groups = useProjectGroupOptions();
  const sort = SORT_FIELDS.find((field) => field === list.sort) as SortField | undefined;
  const query = useCompanyUsers({
    search: list.search || undefined,
    filter,
    sort,
    sort_direction: sort ? list.sortDirection : undefined,
  });
  const groupName = useMemo(() => {
    const names = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
    return (id: number) => names.get(id) ?? `#${id}`;
  }, [groups.data]);
  const columns = useColumns(groupName);

  if (isApiError(query.error) && query.error.status === 403) {
    return (
      <Result
        status="403"
        title="Not allowed"
        subTitle="Only administrators who manage users can see this page."
        data-testid="forbidden"
      />
    );
  }
  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  return (
    <>
      <ListPage
        title="Users"
        total={query.data?.pages[0]?.total_count}
        createLabel="Invite user"
        onCreate={() => setInviting(true)}
        testId="users-page"
        createTestId="users-invite"
        toolbar={
          <>
            <Segmented<CompanyUserFilter | 'all'>
              value={filter ?? 'all'}
              onChange={(value) => list.setFilter('filter', value === 'all' ? [] : [value])}
              options={(['all', ...COMPANY_USER_FILTERS] as const).map((value) => ({
                value,
                label: FILTER_LABELS[value],
              }))}
              data-testid="users-filter"
            />
            <ListSearch value={list.search} onSearch={list.setSearch} testId="users-search" />
          </>
        }
      >
        <LoadMoreTable<CompanyUser>
          tableId="users-table"
          rowKey={(u) => u.id}
          columns={columns}
          records={records}
          {...listTableProps(query, list)}
          renderCard={(u) => <UserCard member={u} groupName={groupName} />}
          onOpen={setEditing}
          emptyText={
            list.search ? `No items found for "${list.search}"` : 'No users match this filter'
          }
        />
      </ListPage>
      <InviteUserDrawer open={inviting} onClose={() => setInviting(false)} members={records} />
      <EditUserDrawer member={editing} onClose={() => setEditing(null)} />
    </>
  );
}
