import { describe, expect, it } from 'vitest';
import { readSort, sortableHeader, writeSort } from './list-sort';

describe('list sort in the query string', () => {
  it('cycles ascending, descending, cleared', () => {
    let params = new URLSearchParams('search=a');
    params = writeSort(params, { columnKey: 'email', order: 'ascend' });
    expect(params.toString()).toBe('search=a&sort=email&sort_direction=asc');
    params = writeSort(params, { columnKey: 'email', order: 'descend' });
    expect(readSort(params)).toEqual({ sort: 'email', direction: 'desc' });
    params = writeSort(params, { columnKey: 'email', order: undefined });
    expect(params.toString()).toBe('search=a');
  });

  it('marks only the sorted header and ignores a bad direction', () => {
    const sort = readSort(new URLSearchParams('sort=name&sort_direction=sideways'));
    expect(sort.direction).toBeNull();
    expect(sortableHeader('name', sort).sortOrder).toBe('ascend');
    expect(sortableHeader('email', sort).sortOrder).toBeNull();
    expect(sortableHeader('email', sort).showSorterTooltip).toEqual({ title: 'Sort' });
  });
});
