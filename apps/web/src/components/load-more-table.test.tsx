import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setWindowWidth } from '../test/match-media';
import { LoadMoreTable, type ListColumn } from './load-more-table';
import type { SortState } from './sort-cycle';
import { TagList } from './tag-list';

interface Row {
  id: number;
  name: string;
  code: string;
  tags: string[];
}

const rows: Row[] = [
  { id: 1, name: 'Main Street', code: 'P-1', tags: ['a', 'b', 'c', 'd', 'e'] },
  { id: 2, name: 'Harbor', code: 'P-2', tags: [] },
];

const columns: ListColumn<Row>[] = [
  { key: 'name', title: 'Name', render: (r) => r.name, sortField: 'name', fixed: true },
  { key: 'code', title: 'Project ID', render: (r) => r.code },
  { key: 'tags', title: 'Tags', render: (r) => <TagList tags={r.tags} /> },
];

function Harness({ onLoadMore = () => undefined }: { onLoadMore?: () => void }) {
  const [sort, setSort] = useState<SortState>({});
  return (
    <>
      <output data-testid="sort-state">{`${sort.sort ?? ''}:${sort.sortDirection ?? ''}`}</output>
      <LoadMoreTable<Row>
        tableId="test-table"
        columns={columns}
        records={rows}
        rowKey={(r) => r.id}
        loading={false}
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
        sort={sort}
        onSortChange={setSort}
        renderCard={(r) => <strong>{r.name}</strong>}
        emptyText="Not found"
      />
    </>
  );
}

afterEach(() => {
  setWindowWidth(1024);
  window.localStorage.clear();
});

describe('LoadMoreTable', () => {
  it('cycles the header sort ascending, descending, cleared, with a Sort tooltip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [header] = screen.getAllByTestId('sort-name');
    if (!header) throw new Error('no sortable header');
    await user.hover(header);
    expect(await screen.findByText('Sort')).toBeInTheDocument();
    await user.click(header);
    expect(screen.getByTestId('sort-state')).toHaveTextContent('name:asc');
    await user.click(header);
    expect(screen.getByTestId('sort-state')).toHaveTextContent('name:desc');
    await user.click(header);
    expect(screen.getByTestId('sort-state')).toHaveTextContent(':');
  });

  it('asks for the next page with Load More', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<Harness onLoadMore={onLoadMore} />);
    await user.click(screen.getByTestId('test-table-load-more'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows three tags inline and the rest as + N', () => {
    render(<Harness />);
    const row = screen.getByText('Main Street').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByTestId('tag-list-more')).toHaveTextContent('+ 2');
    expect(within(row as HTMLElement).queryByText('d')).toBeNull();
  });

  it('hides a column and remembers it for the table', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByTestId('test-table-columns'));
    await user.click(await screen.findByRole('checkbox', { name: 'Project ID' }));
    expect(screen.queryByText('P-1')).toBeNull();
    unmount();
    render(<Harness />);
    expect(screen.queryByText('P-1')).toBeNull();
    expect(screen.getByText('Main Street')).toBeInTheDocument();
  });

  it('shows cards below the md breakpoint', () => {
    setWindowWidth(390);
    render(<Harness />);
    expect(screen.getAllByTestId('test-table-card')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
