import { describe, expect, it } from 'vitest';
import { likePattern, listPage, pageWindow } from './lists';

describe('list helpers', () => {
  it('treats % and _ typed by a user as literal characters', () => {
    expect(likePattern('50%_off')).toBe('%50\\%\\_off%');
  });

  it('pages by per_page from page 1', () => {
    expect(pageWindow({ page: 3, per_page: 50 })).toEqual({ limit: 50, offset: 100 });
  });

  it('has more while the pages seen are fewer than the total', () => {
    expect(listPage([1], 101, { page: 2, per_page: 50 }).has_more).toBe(true);
    expect(listPage([1], 100, { page: 2, per_page: 50 }).has_more).toBe(false);
  });
});
