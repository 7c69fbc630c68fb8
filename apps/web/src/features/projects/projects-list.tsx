import { Select, Typography } from 'antd';
import type { ProjectRecord } from '@laydown/contracts';
import { ActiveFilter } from '../../components/active-filter';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { ActiveBadge } from '../../components/active-badge';
import { RecordLink } from '../../components/record-link';
import type { ListParamsState } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { useRecordRoute } from '../../components/use-record-route';
import { addressLine } from '../addresses/address-fields';
import { ProjectDrawer } from './project-drawer';
import { projectPath } from './project-routes';
import { useProjectGroups, useProjects } from './use-projects';
import { searchEmptyText } from '../../components/search-empty-text';

export const PROJECT_FILTERS = ['active', 'project_group_id'] as const;
/** `/projects?project=new` opens 'New Project'; an existing project lives at /project/{id}. */
export const NEW_PROJECT_PARAM = 'project';

interface ProjectsListProps {
  params: ListParamsState;
  canManage: boolean;
}

/** The projects tab: search by name or project id, active and group filters, Load More. */
export function ProjectsList({ params, canManage }: ProjectsListProps) {
  const { query, records, total } = useProjects(params.apiQuery);
  const groups = useProjectGroups();
  const create = useRecordRoute(NEW_PROJECT_PARAM);
  const { pinned, pin } = usePinnedRecords<ProjectRecord>();

  const columns: ListColumn<ProjectRecord>[] = [
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      fixed: true,
      render: (p) => (
        <RecordLink to={projectPath(p.id)} testId="project-open">
          {p.name}
        </RecordLink>
      ),
    },
    {
      key: 'project_id',
      title: 'Project ID',
      sortField: 'project_id',
      render: (p) => p.project_id ?? '—',
    },
    { key: 'group', title: 'Group', render: (p) => p.project_group_name ?? '—' },
    { key: 'active', title: 'Status', render: (p) => <ActiveBadge active={p.active} /> },
    {
      key: 'address',
      title: 'Address',
      render: (p) => (p.addresses[0] ? addressLine(p.addresses[0]) : '—'),
    },
    {
      key: 'watchers',
      title: 'Watchers',
      align: 'right',
      render: (p) => p.default_watcher_user_ids.length,
    },
  ];

  return (
    <>
      <div className="list-toolbar">
        <ListSearch value={params.search} onSearch={params.setSearch} testId="projects-search" />
        <ActiveFilter
          value={params.filters.active ?? []}
          onChange={(v) => params.setFilter('active', v)}
          testId="projects-active-filter"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder="Project group"
          style={{ minWidth: 180 }}
          value={(params.filters.project_group_id ?? []).map(Number)}
          onChange={(ids: number[]) => params.setFilter('project_group_id', ids.map(String))}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          aria-label="Project group"
          data-testid="projects-group-filter"
        />
        {total !== undefined ? (
          <Typography.Text type="secondary">{total} in total</Typography.Text>
        ) : null}
      </div>
      <LoadMoreTable<ProjectRecord>
        tableId="projects-table"
        columns={columns}
        records={records}
        rowKey={(p) => p.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        pinned={pinned}
        recordHref={(p) => projectPath(p.id)}
        renderCard={(p) => (
          <>
            <RecordLink to={projectPath(p.id)}>{p.name}</RecordLink>{' '}
            <Typography.Text type="secondary">{p.project_id}</Typography.Text>
            <div>
              <ActiveBadge active={p.active} />
            </div>
            {p.addresses[0] ? (
              <Typography.Text type="secondary">{addressLine(p.addresses[0])}</Typography.Text>
            ) : null}
          </>
        )}
      />
      {create.creating && canManage ? (
        <ProjectDrawer project={null} canManage onClose={create.close} onCreated={pin} />
      ) : null}
    </>
  );
}
