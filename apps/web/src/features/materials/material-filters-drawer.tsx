import { Drawer, Form, Select, Typography } from 'antd';
import type { MaterialFacetsBody } from '@laydown/contracts';
import { DRAWER_WIDTH, type MaterialFilterKey } from '@laydown/domain';
import { useIsNarrow } from '../../components/use-media-query';
import { FACET_LABELS } from './facet-labels';
import { ProjectsSelect } from './projects-select';

interface MaterialFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  keys: MaterialFilterKey[];
  projectIds: number[];
  facets: MaterialFacetsBody | undefined;
  loading: boolean;
  filters: Record<string, string[]>;
  onChange: (key: string, values: string[]) => void;
}

/**
 * The §9 material filters in the 'Options' drawer (width 378), each value with its count. Its own
 * chunk: the list shows without it, and its form and selects load when Filters is first opened.
 */
export function MaterialFiltersDrawer({
  open,
  onClose,
  keys,
  projectIds,
  facets,
  loading,
  filters,
  onChange,
}: MaterialFiltersDrawerProps) {
  const narrow = useIsNarrow();
  return (
    <Drawer
      title="Options"
      open={open}
      onClose={onClose}
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
  );
}
