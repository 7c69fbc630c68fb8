import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { nextSort, type SortState } from './sort-cycle';

interface SortableHeaderProps {
  field: string;
  title: ReactNode;
  state: SortState;
  onChange: (next: SortState) => void;
}

/** A column title with the spec's 'Sort' tooltip; a click (or Enter) moves to the next sort. */
export function SortableHeader({ field, title, state, onChange }: SortableHeaderProps) {
  const active = state.sort === field ? state.sortDirection : undefined;
  const ariaSort = active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none';
  return (
    <Tooltip title="Sort">
      <button
        type="button"
        className="sortable-header"
        aria-sort={ariaSort}
        data-testid={`sort-${field}`}
        onClick={() => onChange(nextSort(state, field))}
      >
        <span>{title}</span>
        <span className="sortable-header-icons" aria-hidden>
          <CaretUpOutlined className={active === 'asc' ? 'is-active' : undefined} />
          <CaretDownOutlined className={active === 'desc' ? 'is-active' : undefined} />
        </span>
      </button>
    </Tooltip>
  );
}
