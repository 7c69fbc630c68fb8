import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page a sign-in returns to', () => {
  it('is a path of this app, with its query string', () => {
    expect(safeReturnPath('/new_order/site-a?order_package_id=3')).toBe(
      '/new_order/site-a?order_package_id=3',
    );
  });

  it('is never another site, a scheme or a path a browser reads as one', () => {
    for (const value of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/x\nSet-Cookie: a=b',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
