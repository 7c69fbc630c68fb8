import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Select } from 'antd';
import { useState } from 'react';
import type { CostCodeRecord } from '@laydown/contracts';
import { errorMessage } from '../../api/api-error';
import { exportCostCodes } from '../../api/cost-codes';
import { ActiveFilter } from '../../components/active-filter';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { TagList } from '../../components/tag-list';
import type { ListParamsState } from '../../components/use-list-params';
import { CostCodeDrawer } from './cost-code-drawer';
import { useCostCodeFacets, useCostCodes, useCostCodeSettings } from './use-cost-codes';
import { searchEmptyText } from '../../components/search-empty-text';

export const COST_CODE_FILTERS = ['active', 'tags'] as const;

interface CostCodesListProps {
  params: ListParamsState;
  canEdit: boolean;
  creating: boolean;
  onDrawerClosed: () => void;
}

/** Cost codes: search, active and tag filters with counts, Load More, CSV and XLSX export. */
export function CostCodesList({ params, canEdit, creating, onDrawerClosed }: CostCodesListProps) {
  const { settings } = useCostCodeSettings();
  const { query, records } = useCostCodes(params.apiQuery);
  const facets = useCostCodeFacets(params.apiQuery);
  const [open, setOpen] = useState<CostCodeRecord | null>(null);
  const { message } = App.useApp();

  const columns: ListColumn<CostCodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (c) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => setOpen(c)}
          data-testid="cost-code-open"
        >
          {c.code}
        </Button>
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
        onOpen={setOpen}
        renderCard={(c) => (
          <>
            <strong>{c.code}</strong> {c.description}
            {c.phase_code ? <div>Phase {c.phase_code}</div> : null}
            {c.clazz ? <div>Class {c.clazz}</div> : null}
            <TagList tags={c.tags} /> <ActiveBadge active={c.active} />
          </>
        )}
      />
      {open || creating ? (
        <CostCodeDrawer
          costCode={creating ? null : open}
          canEdit={canEdit}
          onClose={() => {
            setOpen(null);
            onDrawerClosed();
          }}
        />
      ) : null}
    </>
  );
}
