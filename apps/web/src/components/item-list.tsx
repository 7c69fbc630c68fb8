import type { Key, ReactNode } from 'react';
import { LightEmpty } from './light/light-empty';

interface ItemListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Buttons shown at the end of each row. */
  actions?: (item: T) => ReactNode;
  loading?: boolean;
  emptyText: ReactNode;
  testId?: string;
}

/** A plain list of rows with an empty state (Ant Design's List is deprecated in 6.6; no antd). */
export function ItemList<T>({
  items,
  itemKey,
  renderItem,
  actions,
  loading,
  emptyText,
  testId,
}: ItemListProps<T>) {
  if (loading) {
    return (
      <div className="item-list__loading" data-testid={testId} role="status" aria-label="Loading">
        <span className="light-spin" aria-hidden="true" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div data-testid={testId}>
        <LightEmpty description={emptyText} />
      </div>
    );
  }
  return (
    <ul className="item-list" data-testid={testId}>
      {items.map((item) => (
        <li key={itemKey(item)} className="item-list__row">
          <div className="item-list__body">{renderItem(item)}</div>
          {actions ? <div className="item-list__actions">{actions(item)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
