import { DownloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { CodeRecord, CostCodePhaseRecord } from '@laydown/contracts';
import { exportPhases, fetchCode, fetchPhase, type CodeKind } from '../../api/cost-codes';
import { referenceKeys } from '../../api/reference-query-keys';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import type { ListParamsState } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { CodeDrawer } from './code-drawer';
import { PhaseDrawer } from './phase-drawer';
import { RECORD_PARAMS } from './record-params';
import { useCodes, useCostCodeSettings, usePhases } from './use-cost-codes';
import { searchEmptyText } from '../../components/search-empty-text';

interface PartListProps {
  params: ListParamsState;
  canEdit: boolean;
}

/** Cost code numbers or classes: code and description; `?number_id=` / `?class_id=` opens one. */
export function CodesList({ kind, params, canEdit }: PartListProps & { kind: CodeKind }) {
  const route = useRecordRoute(RECORD_PARAMS[kind]);
  const { query, records } = useCodes(kind, params.apiQuery);
  const { pinned, pin } = usePinnedRecords<CodeRecord>();
  const opened = useRouteRecord(
    route.recordId,
    records,
    [...referenceKeys.costCodes, kind],
    (id, signal) => fetchCode(kind, id, signal),
  );
  const columns: ListColumn<CodeRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (c) => <RecordLink to={route.hrefFor(c.id)}>{c.code}</RecordLink>,
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
        pinned={pinned}
        rowKey={(c) => c.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        recordHref={(c) => route.hrefFor(c.id)}
        renderCard={(c) => (
          <>
            <RecordLink to={route.hrefFor(c.id)}>{c.code}</RecordLink> {c.description}
          </>
        )}
      />
      {route.creating && canEdit ? (
        <CodeDrawer kind={kind} record={null} canEdit onClose={route.close} onSaved={pin} />
      ) : null}
      {opened.record ? (
        <CodeDrawer kind={kind} record={opened.record} canEdit={canEdit} onClose={route.close} />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </>
  );
}

/** Phase codes with their data source; export to CSV or XLSX; `?phase_id=` opens one. */
export function PhasesList({ params, canEdit }: PartListProps) {
  const { settings } = useCostCodeSettings();
  const route = useRecordRoute(RECORD_PARAMS.phases);
  const { query, records } = usePhases(params.apiQuery);
  const { pinned, pin } = usePinnedRecords<CostCodePhaseRecord>();
  const opened = useRouteRecord(
    route.recordId,
    records,
    [...referenceKeys.costCodes, 'phase'],
    fetchPhase,
  );
  const columns: ListColumn<CostCodePhaseRecord>[] = [
    {
      key: 'code',
      title: 'Code',
      sortField: 'code',
      fixed: true,
      render: (p) => <RecordLink to={route.hrefFor(p.id)}>{p.code}</RecordLink>,
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
  const projectSpecific = settings.project_specific_phase_codes_enabled;
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
        pinned={pinned}
        rowKey={(p) => p.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        recordHref={(p) => route.hrefFor(p.id)}
        renderCard={(p) => (
          <>
            <RecordLink to={route.hrefFor(p.id)}>{p.code}</RecordLink> {p.description}{' '}
            <Tag>{p.dataSource}</Tag>
          </>
        )}
      />
      {route.creating && canEdit ? (
        <PhaseDrawer
          phase={null}
          canEdit
          projectSpecific={projectSpecific}
          onClose={route.close}
          onSaved={pin}
        />
      ) : null}
      {opened.record ? (
        <PhaseDrawer
          phase={opened.record}
          canEdit={canEdit}
          projectSpecific={projectSpecific}
          onClose={route.close}
        />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </>
  );
}
