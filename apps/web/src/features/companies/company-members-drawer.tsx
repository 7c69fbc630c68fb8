import { Button, Drawer, Result, Table } from 'antd';
import { UserSwitchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { CompanySummary, CompanyUser } from '@laydown/contracts';
import { DRAWER_WIDTH } from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { fetchCompanyMembers, startImpersonation } from '../../api/companies';
import { queryKeys } from '../../api/query-keys';
import { StatusBadge } from '../../components/status-badge';
import { useIsNarrow } from '../../components/use-media-query';
import { useBecome } from '../../shell/use-become';
import { roleLabel, USER_STATUS_LOOK } from '../company-users/user-status';

/** Support staff: the members of one company, each of whom they can act as. */
export function CompanyMembersDrawer({
  company,
  onClose,
}: {
  company: CompanySummary | null;
  onClose: () => void;
}) {
  const narrow = useIsNarrow();
  const members = useQuery({
    queryKey: queryKeys.companyMembers(company?.id ?? 0),
    queryFn: ({ signal }) => fetchCompanyMembers(company?.id ?? 0, signal),
    enabled: company !== null,
  });
  const impersonate = useBecome(startImpersonation, '/home');
  return (
    <Drawer
      title={company ? `Users of ${company.name}` : 'Users'}
      open={company !== null}
      onClose={onClose}
      size={narrow ? '90%' : DRAWER_WIDTH.default}
      destroyOnHidden
      data-testid="company-members-drawer"
    >
      {members.isError ? (
        <Result
          status="warning"
          title="The users could not be loaded"
          subTitle={errorMessage(members.error)}
        />
      ) : (
        <Table<CompanyUser>
          rowKey="id"
          size="small"
          loading={members.isPending}
          dataSource={members.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Email', dataIndex: 'email', key: 'email' },
            { title: 'Role', key: 'role', render: (_: unknown, m) => roleLabel(m.role.name) },
            {
              title: 'Status',
              key: 'status',
              render: (_: unknown, m) => <StatusBadge status={m.status} look={USER_STATUS_LOOK} />,
            },
            {
              title: '',
              key: 'act',
              align: 'right',
              render: (_: unknown, m) => (
                <Button
                  size="small"
                  icon={<UserSwitchOutlined />}
                  disabled={!m.is_active}
                  loading={impersonate.isPending && impersonate.variables === m.id}
                  onClick={() => impersonate.mutate(m.id)}
                  data-testid={`impersonate-${m.email}`}
                >
                  Impersonate
                </Button>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
