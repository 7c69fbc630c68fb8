import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Select } from 'antd';
import type { CostCodeRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import { exportCostCodes, fetchCostCode } from '../../api/cost-codes';
import { referenceKeys } from '../../api/reference-query-keys';
import { ActiveFilter } from '../../components/active-filter';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { TagList } from '../../components/tag-list';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import type { ListParamsState } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { CostCodeDrawer } from './cost-code-drawer';
import { RECORD_PARAMS } from './record-params';
import { useCostCodeFacets, useCostCodes, useCostCodeSettings } from './use-cost-codes';
import { searchEmptyText } from '../../components/search-empty-text';

export const COST_CODE_FILTERS = ['active', 'tags'] as const;

interface CostCodesListProps {
  params: ListParamsState;
  canEdit: boolean;
}

/** Cost codes: search, active and tag filters with counts, Load More, CSV and XLSX export. */
export function CostCodesList({ params, canEdit }: CostCodesListProps) {
  const { settings } = useCostCodeSettings();
  const { query, records } = useCostCodes(params.apiQuery);
  const facets = useCostCodeFacets(params.apiQuery);
  const route = useRecordRoute(RECORD_PARAMS.cost_codes);
  const { pinned, pin } = usePinnedRecords<CostCodeRecord>();
  const opened = useRouteRecord(route.recordId, records, referenceKeys.costCodes, fetchCostCode);
  const { message } = App.useApp();

  const columns: ListColumn<CostCodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (c) => (
        <RecordLink to={route.hrefFor(c.id)} testId="cost-code-open">
          {c.code}
        </RecordLink>
      ),
    },
    {
      key: 'description',
      title: 'Description',
      sortField: 'description',
      render: (c) => c.description ?? '—',
    },
    ...(settings.phase_code_enabled
      ? [
          {
            key: 'phase',
            title: 'Phase',
            sortField: 'phase_code',
            render: (c: CostCodeRecord) => c.phase_code ?? '—',
          },
        ]
      : []),
    ...(settings.class_enabled
      ? [
          {
            key: 'class',
            title: 'Class',
            sortField: 'clazz',
            render: (c: CostCodeRecord) => c.clazz ?? '—',
          },
        ]
      : []),
    { key: 'tags', title: 'Tags', render: (c) => <TagList tags={c.tags} /> },
    { key: 'active', title: 'Status', render: (c) => <ActiveBadge active={c.active} /> },
  ];

  const download = (format: 'csv' | 'xlsx') =>
    exportCostCodes({
      format,
      ...(params.search ? { search: params.search } : {}),
      ...(params.filters.active?.[0] ? { active: params.filters.active[0] === 'true' } : {}),
      ...(params.filters.tags?.length ? { tags: params.filters.tags } : {}),
    }).catch((e: unknown) => void message.error(errorMessage(e)));

  return (
    <>
      <div className="list-toolbar">
        <ListSearch value={params.search} onSearch={params.setSearch} testId="cost-codes-search" />
        <ActiveFilter
          value={params.filters.active ?? []}
          onChange={(v) => params.setFilter('active', v)}
          testId="cost-codes-active-filter"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="Tags"
          style={{ minWidth: 160 }}
          value={params.filters.tags ?? []}
          onChange={(v: string[]) => params.setFilter('tags', v)}
          options={(facets.data?.tags ?? []).map((f) => ({
            value: f.value,
            label: `${f.value} (${f.count})`,
          }))}
          aria-label="Tags"
          data-testid="cost-codes-tags-filter"
        />
        <Dropdown
          menu={{
            items: [
              { key: 'csv', label: 'Export to CSV', onClick: () => void download('csv') },
              { key: 'xlsx', label: 'Export to XLSX', onClick: () => void download('xlsx') },
            ],
          }}
        >
          <Button icon={<DownloadOutlined />} data-testid="cost-codes-export">
            Export
          </Button>
        </Dropdown>
      </div>
      <LoadMoreTable<CostCodeRecord>
        tableId="cost-codes-table"
        columns={columns}
        records={records}
        rowKey={(c) => c.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        pinned={pinned}
        recordHref={(c) => route.hrefFor(c.id)}
        renderCard={(c) => (
          <>
            <RecordLink to={route.hrefFor(c.id)}>{c.code}</RecordLink> {c.description}
            {c.phase_code ? <div>Phase {c.phase_code}</div> : null}
            {c.clazz ? <div>Class {c.clazz}</div> : null}
            <TagList tags={c.tags} /> <ActiveBadge active={c.active} />
          </>
        )}
      />
      {route.creating && canEdit ? (
        <CostCodeDrawer costCode={null} canEdit onClose={route.close} onCreated={pin} />
      ) : null}
      {opened.record ? (
        <CostCodeDrawer costCode={opened.record} canEdit={canEdit} onClose={route.close} />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </>
  );
}
