import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import type { CodeRecord, CostCodePhaseRecord } from '@laydown/contracts';
import { exportPhases, type CodeKind } from '../../api/cost-codes';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import type { ListParamsState } from '../../components/use-list-params';
import { CodeDrawer } from './code-drawer';
import { PhaseDrawer } from './phase-drawer';
import { useCodes, useCostCodeSettings, usePhases } from './use-cost-codes';
import { searchEmptyText } from '../../components/search-empty-text';

interface PartListProps {
  params: ListParamsState;
  creating: boolean;
  onDrawerClosed: () => void;
}

/** Cost code numbers or classes: code and description. */
export function CodesList({
  kind,
  params,
  creating,
  onDrawerClosed,
}: PartListProps & { kind: CodeKind }) {
  const { query, records } = useCodes(kind, params.apiQuery);
  const [open, setOpen] = useState<CodeRecord | null>(null);
  const columns: ListColumn<CodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (c) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(c)}>
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
  ];
  return (
    <>
      <div className="list-toolbar">
        <ListSearch value={params.search} onSearch={params.setSearch} testId={`${kind}-search`} />
      </div>
      <LoadMoreTable<CodeRecord>
        tableId={`${kind}-table`}
        columns={columns}
        records={records}
        rowKey={(c) => c.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        onOpen={setOpen}
        renderCard={(c) => (
          <>
            <strong>{c.code}</strong> {c.description}
          </>
        )}
      />
      {open || creating ? (
        <CodeDrawer
          kind={kind}
          record={creating ? null : open}
          onClose={() => {
            setOpen(null);
            onDrawerClosed();
          }}
        />
      ) : null}
    </>
  );
}

/** Phase codes with their data source; export to CSV or XLSX. */
export function PhasesList({ params, creating, onDrawerClosed }: PartListProps) {
  const { settings } = useCostCodeSettings();
  const { query, records } = usePhases(params.apiQuery);
  const [open, setOpen] = useState<CostCodePhaseRecord | null>(null);
  const columns: ListColumn<CostCodePhaseRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (p) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(p)}>
          {p.code}
        </Button>
      ),
    },
    {
      key: 'description',
      title: 'Description',
      sortField: 'description',
      render: (p) => p.description ?? '—',
    },
    { key: 'source', title: 'Data source', render: (p) => <Tag>{p.dataSource}</Tag> },
    { key: 'independent', title: 'Independent', render: (p) => (p.independent ? 'Yes' : 'No') },
    { key: 'active', title: 'Status', render: (p) => <ActiveBadge active={p.active} /> },
  ];
  return (
    <>
      <div className="list-toolbar">
        <ListSearch value={params.search} onSearch={params.setSearch} testId="phases-search" />
        <Button icon={<DownloadOutlined />} onClick={() => void exportPhases('csv', params.search)}>
          CSV
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportPhases('xlsx', params.search)}
        >
          XLSX
        </Button>
      </div>
      <LoadMoreTable<CostCodePhaseRecord>
        tableId="phases-table"
        columns={columns}
        records={records}
        rowKey={(p) => p.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        onOpen={setOpen}
        renderCard={(p) => (
          <>
            <strong>{p.code}</strong> {p.description} <Tag>{p.dataSource}</Tag>
          </>
        )}
      />
      {open || creating ? (
        <PhaseDrawer
          phase={creating ? null : open}
          projectSpecific={settings.project_specific_phase_codes_enabled}
          onClose={() => {
            setOpen(null);
            onDrawerClosed();
          }}
        />
      ) : null}
    </>
  );
}
