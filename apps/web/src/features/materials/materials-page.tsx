import { App, Space, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CompanyMaterialRecord } from '@laydown/contracts';
import {
  MATERIAL_FILTER_KEYS,
  MATERIAL_MESSAGES,
  MATERIAL_SEARCH_DEBOUNCE_MS,
  MIN_SEARCH_CHARACTERS,
} from '@laydown/domain';
import { errorMessage } from '../../api/api-error';
import { fetchMaterial } from '../../api/materials';
import { searchAnalytics } from '../../api/search-analytics';
import { ListPage } from '../../components/list-page';
import { LightSwitch } from '../../components/light/light-switch';
import { LightTag } from '../../components/light/light-tag';
import { ListSearch } from '../../components/list-search';
import { LoadMoreTable, type ListColumn } from '../../components/load-more-table';
import { RecordLink } from '../../components/record-link';
import { TagList } from '../../components/tag-list';
import { useListParams } from '../../components/use-list-params';
import { usePinnedRecords } from '../../components/use-pinned-records';
import { NEW_RECORD, useRecordRoute } from '../../components/use-record-route';
import { useRouteRecord } from '../../components/use-route-record';
import { useCurrentUser } from '../../shell/current-user';
import { useAllProjects } from '../projects/use-projects';
import { configuredColumns } from './material-columns';
import { MaterialExportButtons } from './material-export';
import { MaterialFacetFilters } from './material-facet-filters';
import { useMaterialConfiguration } from './use-material-configuration';
import { MaterialPriceHover } from './material-price-hover';
import { MaterialRowActions, useConfirmDeleteMaterial } from './material-row-actions';
import {
  materialApiQuery,
  materialKeys,
  useMaterialFacets,
  useMaterials,
  useSaveMaterial,
} from './use-materials';

// The drawers are their own chunks: the list shows without them (decision 0080).
const MaterialDrawer = lazy(() =>
  import('./material-drawer').then((m) => ({ default: m.MaterialDrawer })),
);
const PriceHistoryDrawer = lazy(() =>
  import('./price-history-drawer').then((m) => ({ default: m.PriceHistoryDrawer })),
);
const MissingRecordDrawer = lazy(() =>
  import('../../components/missing-record-drawer').then((m) => ({
    default: m.MissingRecordDrawer,
  })),
);

/** The list's filters in the query string: §9 facets, cost codes and the project (§2). */
const MATERIAL_LIST_FILTERS = [...MATERIAL_FILTER_KEYS, 'project_id'];

/** The provider badge of procurement-core §1: shared catalogue materials are marked. */
export function CatalogBadge() {
  return (
    <LightTag color="blue" testId="material-catalog-badge">
      Catalog
    </LightTag>
  );
}

/** The material database (procurement-core §2): own and provider materials, searched and filtered. */
export function MaterialsPage() {
  const user = useCurrentUser();
  const params = useListParams(MATERIAL_LIST_FILTERS);
  const configuration = useMaterialConfiguration();
  const projects = useAllProjects();
  const query = materialApiQuery(params.apiQuery);
  const { query: list, records, total, firstPage } = useMaterials(query);
  const facets = useMaterialFacets(query);
  const save = useSaveMaterial();
  const { message } = App.useApp();
  const route = useRecordRoute('material_id');
  const opened = useRouteRecord(route.recordId, records, materialKeys.all, fetchMaterial);
  const { pinned, pin } = usePinnedRecords<CompanyMaterialRecord>();
  // Duplicate opens the create drawer filled from this material (kept while it stays open).
  const [duplicateOf, setDuplicateOf] = useState<CompanyMaterialRecord | null>(null);
  const [priceHistory, setPriceHistory] = useState<CompanyMaterialRecord | null>(null);
  const canSeePrices = user.abilities.can_view_historical_price_summary;
  const canCreate = user.user_permissions.can_create_new_material;
  const canEdit = user.user_permissions.can_edit_material_database;
  // procurement-core §2: who cannot create materials may request one, unless the company said no.
  const canRequest = !canCreate && user.feature_flags.disable_request_new_material !== true;
  const queryId = firstPage?.query_id;
  const openedId = route.recordId;

  // Analytics of search results (access-and-platform §7): queued, one at a time, failures logged.
  // Counted however the material was opened: its link, its row, a URL in a new tab.
  useEffect(() => {
    if (openedId === null) return;
    searchAnalytics.view({ object_id: openedId, event_name: 'Material Viewed' });
    if (params.search && queryId) {
      const position = records.findIndex((m) => m.id === openedId);
      searchAnalytics.click({
        query_id: queryId,
        object_id: openedId,
        position: Math.max(position, 0),
        event_name: 'Material Clicked',
      });
    }
    // Once per opening: later list refreshes are not new clicks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedId]);

  const saved = (material: CompanyMaterialRecord, created: boolean) => {
    if (created) pin(material);
    if (params.search && queryId) {
      searchAnalytics.conversion({
        query_id: queryId,
        object_ids: [material.id],
        event_name: 'Material Saved',
      });
    }
  };
  const setActive = (material: CompanyMaterialRecord, active: boolean) =>
    save.mutate(
      { id: material.id, update: { active } },
      {
        onSuccess: (updated) =>
          void message.success(
            active
              ? MATERIAL_MESSAGES.activated(updated.description)
              : MATERIAL_MESSAGES.deactivated(updated.description),
          ),
        onError: (e) => void message.error(errorMessage(e)),
      },
    );

  // What the rows call, the same functions across renders, so that the memoised rows are drawn
  // again only when their material or the columns change (decision 0072).
  const latest = useRef({ setActive, openRecord: route.open });
  useEffect(() => {
    latest.current = { setActive, openRecord: route.open };
  });
  const open = useCallback(
    (material: CompanyMaterialRecord) => latest.current.openRecord(material.id),
    [],
  );
  const toggleActive = useCallback(
    (material: CompanyMaterialRecord, active: boolean) =>
      latest.current.setActive(material, active),
    [],
  );
  const confirmDelete = useConfirmDeleteMaterial();
  const { hrefFor } = route;

  const description = useCallback(
    (material: CompanyMaterialRecord) => {
      const link = (
        <RecordLink to={hrefFor(material.id)} testId="material-open">
          {material.description}
        </RecordLink>
      );
      return (
        <span className="cell-line">
          {canSeePrices && material.has_order_materials ? (
            <MaterialPriceHover material={material} onMoreInfo={setPriceHistory}>
              {link}
            </MaterialPriceHover>
          ) : (
            link
          )}
          {material.is_catalog ? <CatalogBadge /> : null}
          {material.requested_at !== null ? <LightTag color="gold">Requested</LightTag> : null}
        </span>
      );
    },
    [hrefFor, canSeePrices],
  );

  const columnKeys = configuration.columns.join(',');
  const projectRecords = projects.data?.records;
  const columns = useMemo((): ListColumn<CompanyMaterialRecord>[] => {
    const projectName = (id: number) => projectRecords?.find((p) => p.id === id)?.name ?? `#${id}`;
    return [
      {
        key: 'description',
        title: 'Description',
        sortField: 'description',
        fixed: true,
        width: 220,
        render: description,
      },
      ...configuredColumns(columnKeys === '' ? [] : columnKeys.split(','), projectName),
      {
        key: 'active',
        title: 'Active',
        width: 68,
        render: (m) => (
          <LightSwitch
            checked={m.active}
            disabled={!m.abilities.edit}
            label={`Active: ${m.description}`}
            onChange={(active) => toggleActive(m, active)}
          />
        ),
      },
      // Every row action needs can_edit_material_database: without it the column stays empty.
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: 'Actions',
              fixed: true,
              width: 76,
              render: (m: CompanyMaterialRecord) => (
                <MaterialRowActions material={m} onOpen={open} onDelete={confirmDelete} />
              ),
            } satisfies ListColumn<CompanyMaterialRecord>,
          ]
        : []),
    ];
  }, [description, columnKeys, projectRecords, toggleActive, open, confirmDelete, canEdit]);

  return (
    <ListPage
      title="Material Database"
      total={total}
      totalExact={firstPage?.search_metadata.exhaustive}
      testId="materials-page"
      onCreate={canCreate || canRequest ? () => route.open(NEW_RECORD) : undefined}
      createLabel={canCreate ? 'Add New Material' : 'Request New Material'}
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
        pinned={pinned}
        recordHref={(m) => route.hrefFor(m.id)}
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
              <MaterialRowActions material={m} onOpen={open} onDelete={confirmDelete} />
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
      <Suspense fallback={null}>
        {route.creating && (canCreate || canRequest) ? (
          <MaterialDrawer
            key={`create-${duplicateOf?.id ?? 'new'}`}
            mode={
              canCreate ? { kind: 'create', from: duplicateOf ?? undefined } : { kind: 'request' }
            }
            canEdit
            onClose={() => {
              setDuplicateOf(null);
              route.close();
            }}
            onSaved={saved}
            onDuplicate={() => undefined}
          />
        ) : null}
        {opened.record ? (
          <MaterialDrawer
            key={`edit-${opened.record.id}`}
            mode={{ kind: 'edit', material: opened.record }}
            canEdit={canEdit}
            onClose={route.close}
            onSaved={saved}
            onDuplicate={(material) => {
              setDuplicateOf(material);
              route.open(NEW_RECORD);
            }}
          />
        ) : null}
        {opened.missing ? <MissingRecordDrawer onClose={route.close} /> : null}
        {priceHistory ? (
          <PriceHistoryDrawer material={priceHistory} onClose={() => setPriceHistory(null)} />
        ) : null}
      </Suspense>
    </ListPage>
  );
}
