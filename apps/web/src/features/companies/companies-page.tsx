import { useState } from 'react';
import { Button, Card, Result, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { CompanySummary } from '@laydown/contracts';
import { errorMessage, isApiError } from '../../api/api-error';
import { PageHeader } from '../../components/page-header';
import { PageResult } from '../../components/page-result';
import { useCurrentUser } from '../../shell/current-user';
import { COMPANY_TYPE_LABELS, PLAN_TIER_LABELS } from './company-labels';
import { CompanyMembersDrawer } from './company-members-drawer';
import { CreateCompanyDrawer } from './create-company-drawer';
import { useInternalCompanies } from './use-internal-companies';

const PLAN_COLORS = { BASIC: 'default', PROFESSIONAL: 'blue', BUILDER: 'gold' } as const;

const columns: ColumnsType<CompanySummary> = [
  {
    title: 'Name',
    dataIndex: 'name',
    key: 'name',
    render: (name: string) => <strong>{name}</strong>,
  },
  {
    title: 'Plan tier',
    dataIndex: 'plan_tier',
    key: 'plan_tier',
    render: (tier: CompanySummary['plan_tier']) => (
      <Tag color={PLAN_COLORS[tier]}>{PLAN_TIER_LABELS[tier]}</Tag>
    ),
  },
  {
    title: 'Type',
    dataIndex: 'company_type',
    key: 'company_type',
    render: (type: CompanySummary['company_type']) => COMPANY_TYPE_LABELS[type],
  },
  { title: 'Users', dataIndex: 'users_count', key: 'users_count', align: 'right', width: 100 },
  {
    title: 'Created',
    dataIndex: 'created_at',
    key: 'created_at',
    width: 140,
    render: (createdAt: string) => dayjs(createdAt).format('MM/DD/YYYY'),
  },
];

function Forbidden() {
  return (
    <div data-testid="forbidden">
      <PageResult
        status="403"
        title="Support staff only"
        subTitle="This page is for the Laydown support team."
      />
    </div>
  );
}

/** Support's list of every company, and the place to create one. */
export function CompaniesPage() {
  const user = useCurrentUser();
  if (!user.is_laydown) return <Forbidden />;
  return <CompanyList />;
}

function CompanyList() {
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<CompanySummary | null>(null);
  const query = useInternalCompanies();

  if (isApiError(query.error) && query.error.status === 403) return <Forbidden />;

  const records = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total_count;

  return (
    <div data-testid="companies-page">
      <PageHeader
        title="Companies"
        subtitle={
          <Typography.Text type="secondary">
            {total === undefined ? 'Every customer of this installation' : `${total} in total`}
          </Typography.Text>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="companies-new"
          >
            New company
          </Button>
        }
      />
      <Card variant="borderless" styles={{ body: { padding: 0 } }}>
        {query.isError ? (
          <Result
            status="warning"
            title="The companies could not be loaded"
            subTitle={errorMessage(query.error)}
          />
        ) : (
          <Table<CompanySummary>
            rowKey="id"
            columns={columns}
            dataSource={records}
            loading={query.isPending}
            pagination={false}
            scroll={{ x: 640 }}
            onRow={(company) => ({
              onClick: () => setViewing(company),
              onKeyDown: (event) => {
                if (event.key === 'Enter') setViewing(company);
              },
              tabIndex: 0,
              style: { cursor: 'pointer' },
            })}
            data-testid="companies-table"
          />
        )}
      </Card>
      {query.hasNextPage ? (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load More
          </Button>
        </div>
      ) : null}
      <CreateCompanyDrawer open={creating} onClose={() => setCreating(false)} />
      <CompanyMembersDrawer company={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
