import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import type { MaterialFacetsBody } from '@laydown/contracts';
import {
  DRAWER_WIDTH,
  MATERIAL_COST_FACET_KEYS,
  MATERIAL_FACET_KEYS,
  PREFERRED_VENDOR_FACET_KEY,
  type MaterialFilterKey,
} from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';
import { useCostCodeSettings } from '../cost-codes/use-cost-codes';
import { ProjectsSelect } from './projects-select';

export const FACET_LABELS: Record<MaterialFilterKey, string> = {
  cost_code: 'Cost code',
  cost_phase: 'Cost code phase',
  cost_clazz: 'Cost code class',
  independent_phase_codes: 'Phase',
  material: 'Material',
  group: 'Group',
  sub_group: 'Sub group',
  manufacturer: 'Manufacturer',
  size: 'Size',
  connection_type: 'Connection type',
  preferred_vendor_names: 'Preferred vendor',
};

interface Props {
  /** canUseCostCode: the cost code filters show only then (§6). */
  costCodes: boolean;
  facets: MaterialFacetsBody | undefined;
  loading: boolean;
  filters: Record<string, string[]>;
  onChange: (key: string, values: string[]) => void;
}

/** The §9 material filters in the 'Options' drawer (width 378), each value with its count. */
export function MaterialFacetFilters({ costCodes, facets, loading, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const narrow = useIsNarrow();
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
      <Badge count={active} size="small">
        <Button
          icon={<FilterOutlined />}
          onClick={() => setOpen(true)}
          data-testid="materials-filters"
        >
          Filters
        </Button>
      </Badge>
      <Drawer
        title="Options"
        open={open}
        onClose={() => setOpen(false)}
        size={narrow ? '90%' : DRAWER_WIDTH.filters}
        data-testid="materials-filters-drawer"
      >
        <Form layout="vertical">
          <Form.Item label="Projects" extra="Materials without projects are always listed.">
            <ProjectsSelect
              value={projectIds}
              onChange={(ids) => onChange('project_id', ids.map(String))}
              placeholder="Any project"
              testId="materials-filter-projects"
            />
          </Form.Item>
          {keys.map((key) => (
            <Form.Item key={key} label={FACET_LABELS[key]}>
              <Select
                mode="multiple"
                allowClear
                loading={loading}
                placeholder={`Any ${FACET_LABELS[key].toLowerCase()}`}
                value={filters[key] ?? []}
                onChange={(values: string[]) => onChange(key, values)}
                options={(facets?.facets[key] ?? []).map((f) => ({
                  value: f.value,
                  label: `${f.value} (${f.count})`,
                }))}
                data-testid={`materials-facet-${key}`}
              />
            </Form.Item>
          ))}
        </Form>
        {facets && !facets.search_metadata.exhaustive ? (
          <Typography.Text type="secondary">
            Counts are taken from the best matches; narrow the search for exact counts.
          </Typography.Text>
        ) : null}
      </Drawer>
    </>
  );
}
