import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Select } from 'antd';
import { REFERENCE_MESSAGES } from '@laydown/domain';
import { ItemList } from '../../components/item-list';
import { useAllProjects } from './use-projects';

interface ProjectMultiSelectProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  testId?: string;
}

/**
 * procurement-core §2: the project multi-select list, searched by name or project id; removing a
 * chosen project asks 'Are you sure to delete the project {name}?'.
 */
export function ProjectMultiSelect({
  id,
  value = [],
  onChange,
  testId = 'project-multi-select',
}: ProjectMultiSelectProps) {
  const projects = useAllProjects();
  const records = projects.data?.records ?? [];
  const chosen = value.map((id) => records.find((p) => p.id === id)).filter((p) => p !== undefined);
  const label = (p: { name: string; project_id: string | null }) =>
    p.project_id ? `${p.name} (${p.project_id})` : p.name;

  return (
    <div data-testid={testId}>
      <Select<number>
        id={id}
        showSearch={{
          filterOption: (input, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(input.trim().toLowerCase()),
        }}
        placeholder="Search by name or project id"
        value={null}
        style={{ width: '100%' }}
        loading={projects.isPending}
        notFoundContent={
          projects.isPending ? REFERENCE_MESSAGES.loading : REFERENCE_MESSAGES.notFound
        }
        options={records
          .filter((p) => !value.includes(p.id))
          .map((p) => ({ value: p.id, label: label(p) }))}
        onChange={(id) => onChange?.([...value, id])}
        data-testid={`${testId}-search`}
      />
      <ItemList
        items={chosen}
        itemKey={(p) => p.id}
        emptyText="No projects"
        renderItem={(p) => label(p)}
        actions={(p) => (
          <Popconfirm
            title={REFERENCE_MESSAGES.deleteProject(p.name)}
            okText="Yes"
            cancelText="No"
            onConfirm={() => onChange?.(value.filter((id) => id !== p.id))}
          >
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${p.name}`}
            />
          </Popconfirm>
        )}
      />
    </div>
  );
}
