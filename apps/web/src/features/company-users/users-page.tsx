import { useMemo, useState } from 'react';
import { App, Button, Input, Result, Segmented, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { CompanyUser } from '@laydown/contracts';
import { COMPANY_USER_FILTERS, type CompanyUserFilter } from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { readSort, sortableHeader, writeSort, type ListSort } from '../../components/list-sort';
import { LoadMoreTable } from '../../components/load-more-table';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { useDebouncedValue } from '../../components/use-debounced-value';
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

function useColumns(sort: ListSort, groupName: (id: number) => string): ColumnsType<CompanyUser> {
  return useMemo(
    () => [
      {
        title: 'Name',
        ...sortableHeader('name', sort),
        render: (_: unknown, u: CompanyUser) => <strong>{fullName(u)}</strong>,
      },
      { title: 'Email', dataIndex: 'email', ...sortableHeader('email', sort) },
      {
        title: 'Role',
        ...sortableHeader('role', sort),
        render: (_: unknown, u: CompanyUser) => roleLabel(u.role.name),
      },
      {
        title: 'Project groups',
        key: 'project_groups',
        render: (_: unknown, u: CompanyUser) => (
          <TagList
            tags={u.project_group_ids.map(groupName)}
            empty={<Typography.Text type="secondary">None</Typography.Text>}
          />
        ),
      },
      {
        title: 'Status',
        key: 'status',
        render: (_: unknown, u: CompanyUser) => (
          <StatusBadge status={u.status} look={USER_STATUS_LOOK} />
        ),
      },
      {
        title: '',
        key: 'actions',
        align: 'right',
        render: (_: unknown, u: CompanyUser) => <ResendButton member={u} />,
      },
    ],
    [sort, groupName],
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

/** Company users management (§2): list, filters, invite, edit, resend. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const rawFilter = params.get('filter');
  const filter = COMPANY_USER_FILTERS.find((f) => f === rawFilter);
  const sort = readSort(params);
  const debounced = useDebouncedValue(search.trim());
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CompanyUser | null>(null);
  const groups = useProjectGroupOptions();
  const query = useCompanyUsers({
    search: debounced || undefined,
    filter,
    sort: (sort.sort as 'name' | 'email' | 'role' | 'created_at' | null) ?? undefined,
    sort_direction: sort.direction ?? undefined,
  });
  const groupName = useMemo(() => {
    const names = new Map((groups.data ?? []).map((g) => [g.id, g.name]));
    return (id: number) => names.get(id) ?? `#${id}`;
  }, [groups.data]);
  const columns = useColumns(sort, groupName);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

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
  const total = query.data?.pages[0]?.total_count;
  return (
    <div data-testid="users-page">
      <header className="page-header">
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Users
          </Typography.Title>
          <Typography.Text type="secondary">
            {total === undefined
              ? 'People of your company'
              : `${total} ${total === 1 ? 'user' : 'users'}`}
          </Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setInviting(true)}
          data-testid="users-invite"
        >
          Invite user
        </Button>
      </header>
      <div className="list-toolbar">
        <Segmented<CompanyUserFilter | 'all'>
          value={filter ?? 'all'}
          onChange={(value) => setParam('filter', value === 'all' ? null : value)}
          options={(['all', ...COMPANY_USER_FILTERS] as const).map((value) => ({
            value,
            label: FILTER_LABELS[value],
          }))}
          data-testid="users-filter"
        />
        <Input.Search
          allowClear
          placeholder="Search name or email"
          value={search}
          onChange={(event) => setParam('search', event.target.value)}
          style={{ maxWidth: 320 }}
          aria-label="Search users"
        />
      </div>
      {query.isError ? (
        <Result
          status="warning"
          title="The users could not be loaded"
          subTitle={errorMessage(query.error)}
        />
      ) : (
        <LoadMoreTable<CompanyUser>
          rowKey={(u) => u.id}
          columns={columns}
          records={records}
          loading={query.isPending}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          onChange={(_pagination, _filters, sorter) => {
            if (!Array.isArray(sorter)) setParams(writeSort(params, sorter), { replace: true });
          }}
          renderCard={(u) => <UserCard member={u} groupName={groupName} />}
          onOpen={setEditing}
          emptyText={debounced ? `No items found for "${debounced}"` : 'No users match this filter'}
          testId="users-table"
        />
      )}
      <InviteUserDrawer open={inviting} onClose={() => setInviting(false)} members={records} />
      <EditUserDrawer member={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
