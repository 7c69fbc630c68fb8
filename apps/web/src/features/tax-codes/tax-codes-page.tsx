import { Button, DatePicker, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TaxCodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { ActiveFilter } from '../../components/active-filter';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { useListParams } from '../../components/use-list-params';
import { useCurrentUser } from '../../shell/current-user';
import { TaxCodeDrawer } from './tax-code-drawer';
import { useTaxCodes } from './use-tax-codes';
import { searchEmptyText } from '../../components/search-empty-text';

const FILTERS = ['active', 'rate_date'] as const;

/** An inactive tax code carries the spec's tooltip (procurement-core §5 Money). */
function TaxStatus({ taxCode }: { taxCode: TaxCodeRecord }) {
  if (taxCode.discarded_at === null) return <Tag color="green">Active</Tag>;
  return (
    <Tooltip title={REFERENCE_MESSAGES.taxCode.inactive}>
      <Tag tabIndex={0} data-testid="tax-code-inactive">
        Inactive
      </Tag>
    </Tooltip>
  );
}

const rateText = (t: TaxCodeRecord) => (t.tax_code_rate ? `${t.tax_code_rate.rate} %` : '—');

/** Tax codes: search, active and rate-date filters, 50 per page with Load More. */
export function TaxCodesPage() {
  const user = useCurrentUser();
  const params = useListParams(FILTERS);
  const { query, records, total } = useTaxCodes(params.apiQuery);
  const [open, setOpen] = useState<TaxCodeRecord | null | undefined>(undefined);
  const canManage = user.user_permissions.can_manage_company_settings;
  const rateDate = params.filters.rate_date?.[0];

  const columns: ListColumn<TaxCodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (t) =>
        canManage ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(t)}>
            {t.code}
          </Button>
        ) : (
          t.code
        ),
    },
    {
      key: 'description',
      title: 'Description',
      sortField: 'description',
      render: (t) => t.description ?? '—',
    },
    { key: 'type', title: 'Tax type', render: (t) => t.tax_code_type.tax_type ?? '—' },
    {
      key: 'rate',
      title: rateDate ? `Rate on ${dayjs(rateDate).format('MM/DD/YYYY')}` : 'Rate today',
      align: 'right',
      render: rateText,
    },
    { key: 'status', title: 'Status', render: (t) => <TaxStatus taxCode={t} /> },
  ];

  return (
    <ListPage
      title="Tax Codes"
      total={total}
      testId="tax-codes-page"
      createLabel="Add New Tax Code"
      onCreate={canManage ? () => setOpen(null) : undefined}
      toolbar={
        <>
          <ListSearch value={params.search} onSearch={params.setSearch} testId="tax-codes-search" />
          <ActiveFilter
            value={params.filters.active ?? []}
            onChange={(v) => params.setFilter('active', v)}
            testId="tax-codes-active-filter"
          />
          <DatePicker
            placeholder="Rate date"
            format="MM/DD/YYYY"
            value={rateDate ? dayjs(rateDate) : null}
            onChange={(d) => params.setFilter('rate_date', d ? [d.format('YYYY-MM-DD')] : [])}
            data-testid="tax-codes-rate-date"
          />
        </>
      }
    >
      <LoadMoreTable<TaxCodeRecord>
        tableId="tax-codes-table"
        columns={columns}
        records={records}
        rowKey={(t) => t.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search, REFERENCE_MESSAGES.taxCode.empty)}
        onOpen={canManage ? setOpen : undefined}
        renderCard={(t) => (
          <>
            <Typography.Text strong>{t.code}</Typography.Text> {t.description}{' '}
            <TaxStatus taxCode={t} />
            <div>{rateText(t)}</div>
          </>
        )}
      />
      {open !== undefined ? (
        <TaxCodeDrawer taxCode={open} onClose={() => setOpen(undefined)} />
      ) : null}
    </ListPage>
  );
}
