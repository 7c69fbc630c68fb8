import { describe, expect, it } from 'vitest';
import { importedOnlyWithin, type ModuleGraph } from './module-closure';

/** A module graph of plain modules: each id with what it imports statically and dynamically. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) => {
      const module = modules[id];
      return module
        ? { code: '', importedIds: module.imports ?? [], dynamicallyImportedIds: module.lazy ?? [] }
        : null;
    },
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  };
}

describe('importedOnlyWithin', () => {
  const modules = graph({
    '/router.tsx': { lazy: ['/catalogue.tsx', '/leveling.tsx'] },
    '/catalogue.tsx': { imports: ['/catalogue-rows.tsx', '/table.tsx'] },
    '/catalogue-rows.tsx': { imports: ['/row-format.ts'] },
    '/row-format.ts': {},
    '/table.tsx': { imports: ['/two-pass.ts', '/table-format.ts'] },
    '/table-format.ts': {},
    '/two-pass.ts': {},
    '/leveling.tsx': { imports: ['/two-pass.ts'] },
  });
  const catalogue = new Set([
    '/catalogue.tsx',
    '/catalogue-rows.tsx',
    '/row-format.ts',
    '/table.tsx',
    '/table-format.ts',
    '/two-pass.ts',
  ]);

  it("keeps the page's own modules and its root, which the router imports", () => {
    const own = importedOnlyWithin(modules, catalogue, ['/catalogue.tsx']);
    expect([...own].sort()).toEqual([
      '/catalogue-rows.tsx',
      '/catalogue.tsx',
      '/row-format.ts',
      '/table-format.ts',
      '/table.tsx',
    ]);
  });

  it('leaves out a module another page imports, and what then only it imported', () => {
    const shared = graph({
      '/router.tsx': { lazy: ['/catalogue.tsx', '/leveling.tsx'] },
      '/catalogue.tsx': { imports: ['/table.tsx'] },
      '/table.tsx': { imports: ['/two-pass.ts', '/table-format.ts'] },
      '/table-format.ts': {},
      '/two-pass.ts': {},
      '/leveling.tsx': { imports: ['/table.tsx'] },
    });
    const members = new Set(['/catalogue.tsx', '/table.tsx', '/table-format.ts', '/two-pass.ts']);
    expect([...importedOnlyWithin(shared, members, ['/catalogue.tsx'])]).toEqual([
      '/catalogue.tsx',
    ]);
  });

  it('counts a lazy import from another page as a use', () => {
    const lazy = graph({
      '/catalogue.tsx': { imports: ['/drawer.tsx'] },
      '/drawer.tsx': {},
      '/orders.tsx': { lazy: ['/drawer.tsx'] },
    });
    const members = new Set(['/catalogue.tsx', '/drawer.tsx']);
    expect([...importedOnlyWithin(lazy, members, ['/catalogue.tsx'])]).toEqual(['/catalogue.tsx']);
  });
});
