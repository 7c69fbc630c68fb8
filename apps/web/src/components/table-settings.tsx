import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Popover, Segmented, Space } from 'antd';
import type { TableDensity } from './use-table-preferences';

interface TableSettingsProps {
  tableId: string;
  columns: { key: string; title: string }[];
  hidden: string[];
  onHiddenChange: (hidden: string[]) => void;
  density: TableDensity;
  onDensityChange: (density: TableDensity) => void;
}

/** The columns picker with Show All (procurement-core §2) and the row density of a table. */
export function TableSettings(props: TableSettingsProps) {
  const { hidden, onHiddenChange } = props;
  const content = (
    <Space orientation="vertical" style={{ minWidth: 180 }}>
      <Segmented<TableDensity>
        block
        value={props.density}
        onChange={props.onDensityChange}
        options={[
          { value: 'middle', label: 'Comfortable' },
          { value: 'small', label: 'Compact' },
        ]}
        aria-label="Row density"
        data-testid={`${props.tableId}-density`}
      />
      <Divider style={{ margin: '4px 0' }} />
      {props.columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          onChange={(event) =>
            onHiddenChange(
              event.target.checked
                ? hidden.filter((key) => key !== column.key)
                : [...hidden, column.key],
            )
          }
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" onClick={() => onHiddenChange([])} disabled={hidden.length === 0}>
        Show All
      </Button>
    </Space>
  );
  return (
    <Popover content={content} trigger="click" placement="bottomRight" title="Columns">
      <Button size="small" icon={<SettingOutlined />} data-testid={`${props.tableId}-columns`}>
        Columns
      </Button>
    </Popover>
  );
}
