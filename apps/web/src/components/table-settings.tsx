import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { TableDensity } from './use-table-preferences';

interface TableSettingsProps {
  tableId: string;
  columns: { key: string; title: string }[];
  hidden: string[];
  onHiddenChange: (hidden: string[]) => void;
  density: TableDensity;
  onDensityChange: (density: TableDensity) => void;
}

const DENSITIES: { value: TableDensity; label: string }[] = [
  { value: 'middle', label: 'Comfortable' },
  { value: 'small', label: 'Compact' },
];

/**
 * The columns picker with Show All (procurement-core §2) and the row density of a table, in a
 * plain panel (antd's Popover, Segmented and Checkbox weighed more than the list itself,
 * decision 0061). Escape or a click outside closes it; Escape gives the focus back to its button.
 */
export function TableSettings(props: TableSettingsProps) {
  const { hidden, onHiddenChange } = props;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="table-settings__root"
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // The panel's own Escape: a drawer or page around it keeps its own.
        event.stopPropagation();
        setOpen(false);
        root.current?.querySelector<HTMLElement>('button')?.focus();
      }}
    >
      <Button
        size="small"
        icon={<SettingOutlined />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        data-testid={`${props.tableId}-columns`}
      >
        Columns
      </Button>
      {open ? (
        <div
          className="table-settings__panel"
          id={panelId}
          ref={panel}
          role="dialog"
          aria-label="Columns"
        >
          <div className="table-settings__title">Columns</div>
          <div
            className="table-settings__density"
            role="radiogroup"
            aria-label="Row density"
            data-testid={`${props.tableId}-density`}
          >
            {DENSITIES.map((option) => (
              <label
                key={option.value}
                className={option.value === props.density ? 'is-selected' : undefined}
              >
                <input
                  type="radio"
                  name={`${panelId}-density`}
                  value={option.value}
                  checked={option.value === props.density}
                  onChange={() => props.onDensityChange(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
          <hr className="table-settings__divider" />
          {props.columns.map((column) => (
            <label key={column.key} className="table-settings__column">
              <input
                type="checkbox"
                checked={!hidden.includes(column.key)}
                onChange={(event) =>
                  onHiddenChange(
                    event.target.checked
                      ? hidden.filter((key) => key !== column.key)
                      : [...hidden, column.key],
                  )
                }
              />
              {column.title}
            </label>
          ))}
          <Button
            size="small"
            onClick={() => onHiddenChange([])}
            disabled={hidden.length === 0}
            className="table-settings__show-all"
          >
            Show All
          </Button>
        </div>
      ) : null}
    </div>
  );
}
