import { describe, expect, it } from 'vitest';
import { nextSort } from './sort-cycle';

describe('header sort cycle', () => {
  it('goes ascending, descending, then cleared', () => {
    const first = nextSort({}, 'name');
    expect(first).toEqual({ sort: 'name', sortDirection: 'asc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ sort: 'name', sortDirection: 'desc' });
    expect(nextSort(second, 'name')).toEqual({});
  });

  it('starts another column at ascending', () => {
    expect(nextSort({ sort: 'name', sortDirection: 'desc' }, 'code')).toEqual({
      sort: 'code',
      sortDirection: 'asc',
    });
  });
});
