import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import type { MaterialFacetsBody } from '@laydown/contracts';
import { DRAWER_WIDTH, MATERIAL_FILTER_KEYS, type MaterialFilterKey } from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';

export const FACET_LABELS: Record<MaterialFilterKey, string> = {
  material: 'Material',
  group: 'Group',
  sub_group: 'Sub group',
  manufacturer: 'Manufacturer',
  size: 'Size',
  connection_type: 'Connection type',
  preferred_vendor_names: 'Preferred vendor',
};

interface Props {
  facets: MaterialFacetsBody | undefined;
  loading: boolean;
  filters: Record<string, string[]>;
  onChange: (key: MaterialFilterKey, values: string[]) => void;
}

/** The §9 material filters in the 'Options' drawer (width 378), each value with its count. */
export function MaterialFacetFilters({ facets, loading, filters, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const narrow = useIsNarrow();
  const active = MATERIAL_FILTER_KEYS.reduce((n, key) => n + (filters[key]?.length ?? 0), 0);
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
          {MATERIAL_FILTER_KEYS.map((key) => (
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
