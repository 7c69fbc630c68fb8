import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { MaterialFacetsBody } from '@laydown/contracts';
import {
  MATERIAL_COST_FACET_KEYS,
  MATERIAL_FACET_KEYS,
  PREFERRED_VENDOR_FACET_KEY,
} from '@laydown/domain';
import { useCostCodeSettings } from '../cost-codes/use-cost-codes';

const MaterialFiltersDrawer = lazy(() =>
  import('./material-filters-drawer').then((m) => ({ default: m.MaterialFiltersDrawer })),
);

interface Props {
  /** canUseCostCode: the cost code filters show only then (§6). */
  costCodes: boolean;
  facets: MaterialFacetsBody | undefined;
  loading: boolean;
  filters: Record<string, string[]>;
  onChange: (key: string, values: string[]) => void;
}

/** The Filters button with its count of active filters; the drawer loads when first opened. */
export function MaterialFacetFilters({ costCodes, facets, loading, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so it closes with its animation and keeps its scroll.
  const [opened, setOpened] = useState(false);
  const { settings } = useCostCodeSettings();
  // Phase, class and independent phase filters follow the cost code settings.
  const costKeys = MATERIAL_COST_FACET_KEYS.filter(
    (key) =>
      costCodes &&
      (key !== 'cost_phase' || settings.phase_code_enabled) &&
      (key !== 'cost_clazz' || settings.class_enabled) &&
      (key !== 'independent_phase_codes' || settings.independent_phase_codes_enabled),
  );
  const keys = [...costKeys, ...MATERIAL_FACET_KEYS, PREFERRED_VENDOR_FACET_KEY];
  const projectIds = (filters.project_id ?? []).map(Number);
  const active = keys.reduce((n, key) => n + (filters[key]?.length ?? 0), 0) + projectIds.length;
  return (
    <>
      {/* The count drawn as antd's small Badge, without it (decision 0061). */}
      <span className="count-badge">
        <Button
          icon={<FilterOutlined />}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          data-testid="materials-filters"
        >
          Filters
          {active > 0 ? <span className="visually-hidden">{` (${active} active)`}</span> : null}
        </Button>
        {active > 0 ? (
          <span className="count-badge__count" aria-hidden="true">
            {active}
          </span>
        ) : null}
      </span>
      {opened ? (
        <Suspense fallback={null}>
          <MaterialFiltersDrawer
            open={open}
            onClose={() => setOpen(false)}
            keys={keys}
            projectIds={projectIds}
            facets={facets}
            loading={loading}
            filters={filters}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </>
  );
}
