import { Button, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  MATERIAL_FILTER_KEYS,
  MATERIAL_MESSAGES,
  MATERIAL_SEARCH_DEBOUNCE_MS,
  MIN_SEARCH_CHARACTERS,
} from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { searchAnalytics } from '../../api/search-analytics';
import { ListPage } from '../../components/list-page';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { useCurrentUser } from '../../shell/current-user';
import { useAllProjects } from '../projects/use-projects';
import { configuredColumns } from './material-columns';
import { MaterialDrawer, type MaterialDrawerMode } from './material-drawer';
import { MaterialExportButtons } from './material-export';
import { MaterialFacetFilters } from './material-facet-filters';
import { useMaterialConfiguration } from './use-material-configuration';
import { MaterialPriceHover } from './material-price-hover';
import { MaterialRowActions } from './material-row-actions';
import { PriceHistoryDrawer } from './price-history-drawer';
import {
  materialApiQuery,
  useMaterialFacets,
  useMaterials,
  useSaveMaterial,
} from './use-materials';

/** The list's filters in the query string: §9 facets, cost codes and the project (§2). */
const MATERIAL_LIST_FILTERS = [...MATERIAL_FILTER_KEYS, 'project_id'];

/** The provider badge of procurement-core §1: shared catalogue materials are marked. */
export function CatalogBadge() {
  return (
    <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="material-catalog-badge">
      Catalog
    </Tag>
  );
}

/** The material database (procurement-core §2): own and provider materials, searched and filtered. */
export function MaterialsPage() {
  const user = useCurrentUser();
  const params = useListParams(MATERIAL_LIST_FILTERS);
  const configuration = useMaterialConfiguration();
  const projects = useAllProjects();
  const projectName = (id: number) =>
    projects.data?.records.find((p) => p.id === id)?.name ?? `#${id}`;
  const query = materialApiQuery(params.apiQuery);
  const { query: list, records, total, firstPage } = useMaterials(query);
  const facets = useMaterialFacets(query);
  const save = useSaveMaterial();
  const [drawer, setDrawer] = useState<MaterialDrawerMode | null>(null);
  const [priceHistory, setPriceHistory] = useState<CompanyMaterialRecord | null>(null);
  const canSeePrices = user.abilities.can_view_historical_price_summary;
  const canCreate = user.user_permissions.can_create_new_material;
  const canEdit = user.user_permissions.can_edit_material_database;
  const queryId = firstPage?.query_id;
  // Analytics of search results (access-and-platform §7): queued, one at a time, failures logged.
  const open = (material: CompanyMaterialRecord) => {
    setDrawer({ kind: 'edit', material });
    searchAnalytics.view({ object_id: material.id, event_name: 'Material Viewed' });
    if (params.search && queryId) {
      const position = records.findIndex((m) => m.id === material.id);
      searchAnalytics.click({
        query_id: queryId,
        object_id: material.id,
        position: Math.max(position, 0),
        event_name: 'Material Clicked',
      });
    }
  };
  const saved = (material: CompanyMaterialRecord) => {
    if (params.search && queryId) {
      searchAnalytics.conversion({
        query_id: queryId,
        object_ids: [material.id],
        event_name: 'Material Saved',
      });
    }
  };

  const descriptionLink = (material: CompanyMaterialRecord) => (
    <Button
      type="link"
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
      onClick={() => open(material)}
    >
      {material.description}
    </Button>
  );

  const description = (material: CompanyMaterialRecord) => (
    <Space size={6} wrap>
      {canSeePrices && material.has_order_materials ? (
        <MaterialPriceHover material={material} onMoreInfo={setPriceHistory}>
          {descriptionLink(material)}
        </MaterialPriceHover>
      ) : (
        descriptionLink(material)
      )}
      {material.is_catalog ? <CatalogBadge /> : null}
      {material.requested_at !== null ? <Tag color="gold">Requested</Tag> : null}
    </Space>
  );

  const columns: ListColumn<CompanyMaterialRecord>[] = [
    {
      key: 'description',
      title: 'Description',
      sortField: 'description',
      fixed: true,
      render: description,
    },
    ...configuredColumns(configuration.config.company_material_columns, projectName),
    {
      key: 'active',
      title: 'Active',
      render: (m) => (
        <Switch
          size="small"
          checked={m.active}
          disabled={!m.abilities.edit}
          aria-label={`Active: ${m.description}`}
          onChange={(active) => save.mutate({ id: m.id, update: { active } })}
        />
      ),
    },
    {
      key: 'actions',
      title: '',
      fixed: true,
      render: (m) => <MaterialRowActions material={m} onOpen={open} />,
    },
  ];

  return (
    <ListPage
      title="Material Database"
      total={total}
      totalExact={firstPage?.search_metadata.exhaustive}
      testId="materials-page"
      createLabel="Add New Material"
      onCreate={canCreate ? () => setDrawer({ kind: 'create' }) : undefined}
      toolbar={
        <Space wrap>
          <ListSearch
            value={params.search}
            onSearch={params.setSearch}
            testId="materials-search"
            placeholder="Search Material..."
            debounceMs={MATERIAL_SEARCH_DEBOUNCE_MS}
            minLength={MIN_SEARCH_CHARACTERS}
          />
          <MaterialFacetFilters
            costCodes={configuration.canUseCostCode}
            facets={facets.data}
            loading={facets.isPending}
            filters={params.filters}
            onChange={params.setFilter}
          />
          <MaterialExportButtons query={query} />
        </Space>
      }
    >
      <LoadMoreTable<CompanyMaterialRecord>
        tableId="materials-table"
        columns={columns}
        records={records}
        rowKey={(m) => m.id}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error) : null}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        sort={params}
        onSortChange={params.setSort}
        emptyText={params.search ? MATERIAL_MESSAGES.noItemsFound(params.search) : 'Not found'}
        renderCard={(m) => (
          <div>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              {description(m)}
              <MaterialRowActions material={m} onOpen={open} />
            </div>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
              {[m.product_identifier, m.manufacturer, m.size, m.unit_name, m.cost_code]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Paragraph>
            <TagList tags={m.tags} />
          </div>
        )}
      />
      {drawer ? (
        <MaterialDrawer
          key={
            drawer.kind === 'edit'
              ? `edit-${drawer.material.id}`
              : `create-${drawer.from?.id ?? 'new'}`
          }
          mode={drawer}
          canEdit={drawer.kind === 'create' ? canCreate : canEdit}
          onClose={() => setDrawer(null)}
          onSaved={saved}
          onDuplicate={(material) => setDrawer({ kind: 'create', from: material })}
        />
      ) : null}
      {priceHistory ? (
        <PriceHistoryDrawer material={priceHistory} onClose={() => setPriceHistory(null)} />
      ) : null}
    </ListPage>
  );
}
