import { DatePicker, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import type { TaxCodeRecord } from '@laydown/contracts';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { fetchTaxCode } from '../../api/tax-codes';
import { referenceKeys } from '../../api/reference-query-keys';
import { ActiveFilter } from '../../components/active-filter';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import { useListParams } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
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
  const route = useRecordRoute('tax_code_id');
  const { query, records, total } = useTaxCodes(params.apiQuery);
  const { pinned, pin } = usePinnedRecords<TaxCodeRecord>();
  const opened = useRouteRecord(route.recordId, records, referenceKeys.taxCodes, fetchTaxCode);
  const canManage = user.user_permissions.can_manage_company_settings;
  const rateDate = params.filters.rate_date?.[0];

  const columns: ListColumn<TaxCodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (t) => <RecordLink to={route.hrefFor(t.id)}>{t.code}</RecordLink>,
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
      onCreate={canManage ? () => route.open(NEW_RECORD) : undefined}
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
            aria-label="Rate date"
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
        pinned={pinned}
        recordHref={(t) => route.hrefFor(t.id)}
        renderCard={(t) => (
          <>
            <RecordLink to={route.hrefFor(t.id)}>{t.code}</RecordLink> {t.description}{' '}
            <TaxStatus taxCode={t} />
            <div>{rateText(t)}</div>
          </>
        )}
      />
      {route.creating && canManage ? (
        <TaxCodeDrawer taxCode={null} canEdit onClose={route.close} onCreated={pin} />
      ) : null}
      {opened.record ? (
        <TaxCodeDrawer taxCode={opened.record} canEdit={canManage} onClose={route.close} />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </ListPage>
  );
}
