import { Button, Typography } from 'antd';
import { useState } from 'react';
import type { UnitRecord } from '@laydown/contracts';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { listTableProps } from '../../components/list-table-props';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { useCurrentUser } from '../../shell/current-user';
import { UnitDrawer } from './unit-drawer';
import { useUnits } from './use-units';
import { searchEmptyText } from '../../components/search-empty-text';

const NO_FILTERS: string[] = [];

/** Company settings: units of measure (procurement-core §3 Unit). */
export function UnitsPage() {
  const user = useCurrentUser();
  const params = useListParams(NO_FILTERS);
  const { query, records, total } = useUnits(params.apiQuery);
  const [editing, setEditing] = useState<UnitRecord | null | undefined>(undefined);
  const canCreate = user.user_permissions.can_create_new_material;
  const canEdit = user.user_permissions.can_edit_material_database;

  const columns: ListColumn<UnitRecord>[] = [
    {
      key: 'name',
      title: 'Name',
      sortField: 'name',
      fixed: true,
      render: (unit) =>
        canEdit ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(unit)}>
            {unit.name}
          </Button>
        ) : (
          unit.name
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
      onCreate={canCreate ? () => setEditing(null) : undefined}
      toolbar={
        <ListSearch value={params.search} onSearch={params.setSearch} testId="units-search" />
      }
    >
      <LoadMoreTable<UnitRecord>
        tableId="units-table"
        columns={columns}
        records={records}
        rowKey={(unit) => unit.id}
        {...listTableProps(query, params)}
        emptyText={searchEmptyText(params.search)}
        renderCard={(unit) => (
          <div onClick={canEdit ? () => setEditing(unit) : undefined}>
            <Typography.Text strong>{unit.unit_name_with_increment_label}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <TagList tags={unit.synonyms} />
            </div>
          </div>
        )}
      />
      {editing !== undefined ? (
        <UnitDrawer unit={editing} open onClose={() => setEditing(undefined)} />
      ) : null}
    </ListPage>
  );
}
