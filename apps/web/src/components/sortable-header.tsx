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

/** The aria-sort of a sortable column; it belongs on the header cell, not on its button. */
export function ariaSort(state: SortState, field: string): 'ascending' | 'descending' | 'none' {
  if (state.sort !== field) return 'none';
  return state.sortDirection === 'asc'
    ? 'ascending'
    : state.sortDirection === 'desc'
      ? 'descending'
      : 'none';
}

/** A column title with the spec's 'Sort' tooltip; a click (or Enter) moves to the next sort. */
export function SortableHeader({ field, title, state, onChange }: SortableHeaderProps) {
  const active = state.sort === field ? state.sortDirection : undefined;
  return (
    <Tooltip title="Sort">
      <button
        type="button"
        className="sortable-header"
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
