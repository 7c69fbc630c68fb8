import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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

function Harness({
  onLoadMore = () => undefined,
  loading = false,
  records = rows,
  pinned,
}: {
  onLoadMore?: () => void;
  loading?: boolean;
  records?: Row[];
  pinned?: Row[];
}) {
  const [sort, setSort] = useState<SortState>({});
  return (
    <MemoryRouter>
      <output data-testid="sort-state">{`${sort.sort ?? ''}:${sort.sortDirection ?? ''}`}</output>
      <LoadMoreTable<Row>
        tableId="test-table"
        columns={columns}
        records={records}
        pinned={pinned}
        rowKey={(r) => r.id}
        loading={loading}
        hasMore
        loadingMore={false}
        onLoadMore={onLoadMore}
        sort={sort}
        onSortChange={setSort}
        renderCard={(r) => <strong>{r.name}</strong>}
        emptyText="Not found"
      />
    </MemoryRouter>
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

  it('puts aria-sort on the header cell, not on its button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const header = screen.getAllByRole('columnheader').find((th) => th.textContent === 'Name');
    expect(header).toHaveAttribute('aria-sort', 'none');
    const [button] = screen.getAllByTestId('sort-name');
    expect(button).not.toHaveAttribute('aria-sort');
    await user.click(button as HTMLElement);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows records created here first, marked, and never twice', () => {
    const created: Row = { id: 3, name: 'Zulu Yard', code: 'P-3', tags: [] };
    render(<Harness records={[...rows, created]} pinned={[created]} />);
    const bodyRows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(bodyRows[0]).toHaveTextContent('Zulu Yard');
    expect(bodyRows[0]).toHaveClass('is-new-record');
    expect(screen.getAllByText('Zulu Yard')).toHaveLength(1);
  });

  it('does not say the list is empty while it is still loading', () => {
    const { rerender } = render(<Harness loading records={[]} />);
    expect(screen.queryByText('Not found')).toBeNull();
    rerender(<Harness records={[]} />);
    expect(screen.getByText('Not found')).toBeInTheDocument();
  });

  it('switches to the compact density and remembers it for the table', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByTestId('test-table-columns'));
    await user.click(await screen.findByRole('radio', { name: 'Compact' }));
    expect(screen.getByRole('table').closest('.data-table')).toHaveClass('data-table--small');
    unmount();
    render(<Harness />);
    expect(screen.getByRole('table').closest('.data-table')).toHaveClass('data-table--small');
  });

  it('pins the first column, closes the columns picker on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const [first] = screen.getAllByRole('columnheader');
    expect(first).toHaveClass('is-pinned-start');
    const picker = screen.getByTestId('test-table-columns');
    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Columns' })).toBeNull();
    expect(picker).toHaveFocus();
  });

  it('draws a long first page in two passes: what a window shows first, then every row', async () => {
    const many: Row[] = Array.from({ length: 120 }, (_, i) => ({
      id: i + 1,
      name: `Yard ${i + 1}`,
      code: `P-${i + 1}`,
      tags: [],
    }));
    render(<Harness records={many} />);
    const bodyRows = () => screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    const first = bodyRows().length;
    expect(first).toBeGreaterThanOrEqual(10);
    expect(first).toBeLessThan(many.length);
    expect(bodyRows()[0]).toHaveTextContent('Yard 1');
    expect(await screen.findByText('Yard 120')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(many.length);
  });

  it('shows cards below the md breakpoint', () => {
    setWindowWidth(390);
    render(<Harness />);
    expect(screen.getAllByTestId('test-table-card')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
