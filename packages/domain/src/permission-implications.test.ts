import { describe, expect, it } from 'vitest';
import { holdsPermission } from './permission-implications';

describe('read includes manage', () => {
  it('lets a manager read, and not a reader manage', () => {
    const manager = new Set(['can_manage_projects'] as const);
    expect(holdsPermission(manager, 'can_read_projects')).toBe(true);
    expect(holdsPermission(new Set(['can_read_projects'] as const), 'can_manage_projects')).toBe(
      false,
    );
  });

  it('reads the web app permission map too', () => {
    expect(holdsPermission({ can_edit_cost_code: true }, 'can_use_cost_code')).toBe(true);
    expect(holdsPermission({ can_edit_cost_code: false }, 'can_use_cost_code')).toBe(false);
    expect(holdsPermission({}, 'can_read_vendors')).toBe(false);
  });
});
