import { Select } from 'antd';

interface ActiveFilterProps {
  value: string[];
  onChange: (values: string[]) => void;
  testId: string;
}

/** The lists' active / inactive filter; kept in the query string as `active=true|false`. */
export function ActiveFilter({ value, onChange, testId }: ActiveFilterProps) {
  return (
    <Select
      value={value[0] ?? 'all'}
      onChange={(next: string) => onChange(next === 'all' ? [] : [next])}
      style={{ width: 140 }}
      options={[
        { value: 'all', label: 'All' },
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
      ]}
      aria-label="Active filter"
      data-testid={testId}
    />
  );
}
