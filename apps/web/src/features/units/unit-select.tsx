import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Select } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { normalizeUnitName, unitMatches } from '@laydown/domain';
import { referenceKeys } from '../../api/reference-query-keys';
import { fetchUnits } from '../../api/units';
import { useCurrentUser } from '../../shell/current-user';
import { useSaveUnit } from './use-units';

interface UnitSelectProps {
  /** Form.Item's id, so the field's label names this select (axe-core: label). */
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  testId?: string;
}

/**
 * Unit picker of procurement-core §5: the typed text matches a name or a synonym, and a user who
 * may create materials can create a unit from the typed text.
 */
export function UnitSelect({ id, value, onChange, testId = 'unit-select' }: UnitSelectProps) {
  const user = useCurrentUser();
  const [text, setText] = useState('');
  const units = useQuery({
    queryKey: [...referenceKeys.units, 'all'],
    queryFn: ({ signal }) => fetchUnits('per_page=1000', 1, signal),
  });
  const save = useSaveUnit();
  const records = units.data?.records ?? [];
  const typed = normalizeUnitName(text);
  const exists = records.some((u) => u.name.toLowerCase() === typed.toLowerCase());
  const canCreate = user.user_permissions.can_create_new_material && typed !== '' && !exists;

  const create = () =>
    save.mutate(
      { unit: { name: typed } },
      {
        onSuccess: (unit) => {
          setText('');
          onChange?.(unit.id);
        },
      },
    );

  return (
    <Select<number>
      id={id}
      showSearch={{
        filterOption: (input, option) => {
          const unit = records.find((u) => u.id === option?.value);
          return unit ? unitMatches(unit, input) : false;
        },
        onSearch: setText,
        searchValue: text,
      }}
      allowClear
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      loading={units.isPending}
      notFoundContent={units.isPending ? 'Loading...' : 'Not found'}
      options={records.map((u) => ({ value: u.id, label: u.unit_name_with_increment_label }))}
      data-testid={testId}
      popupRender={(menu) => (
        <>
          {menu}
          {canCreate ? (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Button
                type="text"
                block
                icon={<PlusOutlined />}
                loading={save.isPending}
                onClick={create}
                data-testid={`${testId}-create`}
              >
                Create "{typed}"
              </Button>
            </>
          ) : null}
        </>
      )}
    />
  );
}
