import { useMemo } from 'react';
import { App, Button, Segmented, Select, Space, Typography } from 'antd';
import { PageResult } from '../../components/page-result';
import { MailOutlined } from '@ant-design/icons';
import type { CompanyUser } from '@laydown/contracts';
import { COMPANY_USER_FILTERS, type CompanyUserFilter } from '@laydown/domain';
import { errorMessage, isApiError } from '../../api/api-error';
import { fetchCompanyUsers } from '../../api/company-users';
import { queryKeys } from '../../api/query-keys';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { StatusBadge } from '../../components/status-badge';
import { TagList } from '../../components/tag-list';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import { useListParams } from '../../components/use-list-params';
import { useIsNarrow } from '../../components/use-media-query';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { EditUserDrawer, memberName } from './edit-user-drawer';
import { InviteUserDrawer } from './invite-user-drawer';
import { roleLabel, USER_STATUS_LOOK } from './user-status';
import { useCompanyUsers, useProjectGroupOptions, useResendInvitation } from './use-company-users';

const FILTER_LABELS: Record<CompanyUserFilter | 'all', string> = {
  all: 'All',
  activated: 'Activated',
  deactivated: 'Deactivated',
  ungrouped: 'Ungrouped',
};

/** Members have no call of their own: one opened by its URL is found among all of them. */
async function fetchMember(id: number, signal: AbortSignal): Promise<CompanyUser> {
  const page = await fetchCompanyUsers({ per_page: 1000 }, signal);
  const member = page.records.find((record) => record.id === id);
  if (!member) throw new Error('not found');
  return member;
}

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

function useColumns(
  groupName: (id: number) => string,
  hrefFor: (id: number) => string,
): ListColumn<CompanyUser>[] {
  return useMemo(
    () => [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        fixed: true,
        render: (u) => (
          <RecordLink to={hrefFor(u.id)} testId="user-open">
            {memberName(u)}
          </RecordLink>
        ),
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
        title: 'Actions',
        align: 'right',
        fixed: true,
        render: (u) => <ResendButton member={u} />,
      },
    ],
    [groupName, hrefFor],
  );
}

function UserCard({
  member,
  groupName,
  href,
}: {
  member: CompanyUser;
  groupName: (id: number) => string;
  href: string;
}) {
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <RecordLink to={href}>{memberName(member)}</RecordLink>
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
  const route = useRecordRoute('user_id');
  const narrow = useIsNarrow();
  const { pinned, pin } = usePinnedRecords<CompanyUser>();
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
  const columns = useColumns(groupName, route.hrefFor);
  const records = query.data?.pages.flatMap((p) => p.records) ?? [];
  const opened = useRouteRecord(route.recordId, records, queryKeys.companyUsers.all, fetchMember);

  if (isApiError(query.error) && query.error.status === 403) {
    return (
      <PageResult
        status="403"
        title="Not allowed"
        subTitle="Only administrators who manage users can see this page."
        testId="forbidden"
      />
    );
  }
  const filterOptions = (['all', ...COMPANY_USER_FILTERS] as const).map((value) => ({
    value,
    label: FILTER_LABELS[value],
  }));
  const setStatusFilter = (value: CompanyUserFilter | 'all') =>
    list.setFilter('filter', value === 'all' ? [] : [value]);
  return (
    <>
      <ListPage
        title="Users"
        total={query.data?.pages[0]?.total_count}
        createLabel="Invite user"
        onCreate={() => route.open(NEW_RECORD)}
        testId="users-page"
        createTestId="users-invite"
        toolbar={
          <>
            {/* Four choices do not fit a phone's width side by side: a select there. */}
            {narrow ? (
              <Select<CompanyUserFilter | 'all'>
                value={filter ?? 'all'}
                onChange={setStatusFilter}
                options={filterOptions}
                style={{ minWidth: 160 }}
                aria-label="Status filter"
                data-testid="users-filter"
              />
            ) : (
              <Segmented<CompanyUserFilter | 'all'>
                value={filter ?? 'all'}
                onChange={setStatusFilter}
                options={filterOptions}
                aria-label="Status filter"
                data-testid="users-filter"
              />
            )}
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
          pinned={pinned}
          renderCard={(u) => (
            <UserCard member={u} groupName={groupName} href={route.hrefFor(u.id)} />
          )}
          recordHref={(u) => route.hrefFor(u.id)}
          emptyText={
            list.search ? `No items found for "${list.search}"` : 'No users match this filter'
          }
        />
      </ListPage>
      {route.creating ? (
        <InviteUserDrawer onClose={route.close} onInvited={pin} members={records} />
      ) : null}
      {opened.record ? <EditUserDrawer member={opened.record} onClose={route.close} /> : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </>
  );
}
