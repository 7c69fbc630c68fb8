import type { UnitRecord } from '@laydown/contracts';
import { fetchUnits } from '../../api/units';
import { referenceKeys } from '../../api/reference-query-keys';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { MissingRecordDrawer } from '../../components/missing-record-drawer';
import { RecordLink } from '../../components/record-link';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { useCurrentUser } from '../../shell/current-user';
import { UnitDrawer } from './unit-drawer';
import { useUnits } from './use-units';
import { searchEmptyText } from '../../components/search-empty-text';

const NO_FILTERS: string[] = [];

/** Units have no call of their own: a unit opened by its URL is found among all of them. */
async function fetchUnit(id: number, signal: AbortSignal): Promise<UnitRecord> {
  const page = await fetchUnits('per_page=1000', 1, signal);
  const unit = page.records.find((record) => record.id === id);
  if (!unit) throw new Error('not found');
  return unit;
}

/** Company settings: units of measure (procurement-core §3 Unit); `?unit_id=` opens one. */
export function UnitsPage() {
  const user = useCurrentUser();
  const params = useListParams(NO_FILTERS);
  const route = useRecordRoute('unit_id');
  const { query, records, total } = useUnits(params.apiQuery);
  const { pinned, pin } = usePinnedRecords<UnitRecord>();
  const opened = useRouteRecord(route.recordId, records, referenceKeys.units, fetchUnit);
  const canCreate = user.user_permissions.can_create_new_material;
  const canEdit = user.user_permissions.can_edit_material_database;

  const columns: ListColumn<UnitRecord>[] = [
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      fixed: true,
      render: (unit) => (
        <RecordLink to={route.hrefFor(unit.id)} testId="unit-open">
          {unit.name}
        </RecordLink>
      ),
    },
    { key: 'label', title: 'Label', render: (unit) => unit.unit_name_with_increment_label },
    { key: 'multiplier', title: 'Multiplier', align: 'right', render: (unit) => unit.multiplier },
    {
      key: 'qty_increment',
      title: 'Qty increment',
      align: 'right',
      render: (unit) => unit.qty_increment,
    },
    { key: 'synonyms', title: 'Synonyms', render: (unit) => <TagList tags={unit.synonyms} /> },
  ];

  return (
    <ListPage
      title="Units"
      total={total}
      testId="units-page"
      createLabel="Add New Unit"
      onCreate={canCreate ? () => route.open(NEW_RECORD) : undefined}
      toolbar={
        <ListSearch value={params.search} onSearch={params.setSearch} testId="units-search" />
      }
    >
      <LoadMoreTable<UnitRecord>
        tableId="units-table"
        columns={columns}
        records={records}
        pinned={pinned}
        rowKey={(unit) => unit.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        recordHref={(unit) => route.hrefFor(unit.id)}
        renderCard={(unit) => (
          <>
            <RecordLink to={route.hrefFor(unit.id)}>
              {unit.unit_name_with_increment_label}
            </RecordLink>
            <div style={{ marginTop: 4 }}>
              <TagList tags={unit.synonyms} />
            </div>
          </>
        )}
      />
      {route.creating && canCreate ? (
        <UnitDrawer unit={null} canEdit onClose={route.close} onCreated={pin} />
      ) : null}
      {opened.record ? (
        <UnitDrawer unit={opened.record} canEdit={canEdit} onClose={route.close} />
      ) : null}
      {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
    </ListPage>
  );
}
