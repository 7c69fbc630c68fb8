import { Select } from 'antd';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { useAllProjects } from '../projects/use-projects';

interface ProjectsSelectProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  testId?: string;
  placeholder?: string;
}

/**
 * procurement-core §2 project multi-select: the company's projects, searched by name and
 * project id. No project means the material is visible in every project (§5).
 */
export function ProjectsSelect({
  id,
  value,
  onChange,
  testId = 'material-projects',
  placeholder = 'All projects',
}: ProjectsSelectProps) {
  const projects = useAllProjects();
  const records = (projects.data?.records ?? []).filter((p) => !p.is_placeholder);
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      allowClear
      placeholder={placeholder}
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      loading={projects.isPending}
      notFoundContent={projects.isPending ? 'Loading...' : REFERENCE_MESSAGES.notFound}
      showSearch={{ optionFilterProp: 'label' }}
      options={records.map((p) => ({
        value: p.id,
        label: p.project_id ? `${p.name} (${p.project_id})` : p.name,
      }))}
      data-testid={testId}
    />
  );
}
