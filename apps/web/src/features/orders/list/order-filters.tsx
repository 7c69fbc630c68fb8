import { Select } from 'antd';
import { ORDER_LIST_STATE_FILTER } from '@laydown/contracts';
import { stateListLabel, type OrderState } from '@laydown/domain';
import { useAllProjects } from '../../projects/use-projects';

type Counts = { value: string; count: number }[] | undefined;

interface StateFilterProps {
  value: string | undefined;
  counts: Counts;
  /** A broad search's counts (counts_capped_at): each shown as 'at least', '340+'. */
  countsAreLowerBounds?: boolean;
  onChange: (state: string | undefined) => void;
}

/**
 * The state filter (procurement-core §4: it omits the cancellation-requested state), each state
 * with its count of the current search (the API's facets.state).
 */
export function OrderStateFilter({
  value,
  counts,
  countsAreLowerBounds = false,
  onChange,
}: StateFilterProps) {
  const countOf = (state: string) =>
    `${counts?.find((c) => c.value === state)?.count ?? 0}${countsAreLowerBounds ? '+' : ''}`;
  return (
    <Select<string>
      aria-label="Status"
      placeholder="All statuses"
      allowClear
      value={value}
      onChange={(next) => onChange(next || undefined)}
      options={ORDER_LIST_STATE_FILTER.map((state) => ({
        value: state,
        label: `${stateListLabel(state as OrderState)} (${countOf(state)})`,
      }))}
      style={{ width: 200 }}
      data-testid="orders-state-filter"
    />
  );
}

interface ProjectFilterProps {
  value: string | undefined;
  onChange: (projectId: string | undefined) => void;
}

/** The project filter: the company's projects, searched by name or project id. */
export function OrderProjectFilter({ value, onChange }: ProjectFilterProps) {
  const projects = useAllProjects();
  const records = (projects.data?.records ?? []).filter((p) => !p.is_placeholder);
  return (
    <Select<number>
      aria-label="Project"
      placeholder="All projects"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={projects.isPending}
      value={value ? Number(value) : undefined}
      onChange={(next) => onChange(next ? String(next) : undefined)}
      options={records.map((p) => ({
        value: p.id,
        label: p.project_id ? `${p.name} (${p.project_id})` : p.name,
      }))}
      style={{ width: 220 }}
      data-testid="orders-project-filter"
    />
  );
}
