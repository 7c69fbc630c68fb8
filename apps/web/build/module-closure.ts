import path from 'node:path';

export interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
  getModuleIds(): IterableIterator<string>;
}

/**
 * Packages imported through one index that re-exports every component (`import { Button } from
 * 'antd'`). Following all of an index's imports would take every component of the library; only
 * the ones a module names are followed.
 */
const INDEXES: Record<string, RegExp> = {
  antd: /[\\/]node_modules[\\/]antd[\\/]es[\\/]index\.js$/,
  '@ant-design/icons': /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/]index\.js$/,
  '@laydown/contracts': /[\\/]packages[\\/]contracts[\\/]src[\\/]index\.ts$/,
  '@laydown/domain': /[\\/]packages[\\/]domain[\\/]src[\\/]index\.ts$/,
};

const escape = (text: string) => text.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');

function importedNames(code: string, specifier: string): string[] {
  const pattern = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${escape(specifier)}["']`,
    'g',
  );
  return [...code.matchAll(pattern)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

function resolveIn(graph: ModuleGraph, from: string, source: string): string | undefined {
  const base = path.resolve(path.dirname(from), source);
  const candidates = [
    base,
    ...['.js', '.ts', '.tsx', '/index.js', '/index.ts'].map((end) => base + end),
  ];
  return graph.getModuleInfo(from)?.importedIds.find((id) => candidates.includes(id));
}

function declares(code: string, name: string): boolean {
  const declaration = new RegExp(
    `export\\s+(?:async\\s+)?(?:const|let|var|function\\*?|class)\\s+${escape(name)}\\b`,
  );
  const local = new RegExp(`export\\s*\\{[^}]*\\b${escape(name)}\\b[^}]*\\}\\s*(?!\\s*from)[;\\n]`);
  return declaration.test(code) || local.test(code);
}

/** The module that defines what `index` exports as `name`, through its re-exports. */
function exporter(graph: ModuleGraph, index: string, name: string): string | undefined {
  const code = graph.getModuleInfo(index)?.code ?? '';
  if (declares(code, name)) return index;
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const names = (m[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (names.includes(name)) return resolveIn(graph, index, m[2] ?? '');
  }
  for (const m of code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const inner = resolveIn(graph, index, m[1] ?? '');
    const found = inner === undefined ? undefined : exporter(graph, inner, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** What `id` imports, an index replaced by the components named from it. */
export function imports(graph: ModuleGraph, id: string): string[] {
  const info = graph.getModuleInfo(id);
  if (!info) return [];
  return info.importedIds.flatMap((next) => {
    const specifier = Object.keys(INDEXES).find((key) => INDEXES[key]?.test(next));
    if (specifier === undefined) return [next];
    return importedNames(info.code ?? '', specifier).flatMap(
      (name) => exporter(graph, next, name) ?? [],
    );
  });
}

/** The modules `roots` import statically (directly or not), without going into `excluded`. */
export function staticClosure(
  graph: ModuleGraph,
  roots: string[],
  excluded: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const pending = roots.filter((id) => !excluded.has(id));
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const next of imports(graph, id)) {
      if (!found.has(next) && !excluded.has(next)) pending.push(next);
    }
  }
  return found;
}

/**
 * Of `members`, the roots and the modules that nothing outside them imports, statically or
 * dynamically (an index counted as the components named from it). A module that another part of
 * the app also imports is left out, and so, in turn, is what only it imported.
 */
export function importedOnlyWithin(
  graph: ModuleGraph,
  members: ReadonlySet<string>,
  roots: readonly string[],
): Set<string> {
  const importers = new Map<string, Set<string>>();
  for (const id of graph.getModuleIds()) {
    const dynamic = graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
    for (const next of [...imports(graph, id), ...dynamic]) {
      const set = importers.get(next) ?? new Set<string>();
      set.add(id);
      importers.set(next, set);
    }
  }
  const kept = new Set(members);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of kept) {
      if (roots.includes(id)) continue;
      const outside = [...(importers.get(id) ?? [])].some((from) => !kept.has(from));
      if (outside) {
        kept.delete(id);
        changed = true;
      }
    }
  }
  return kept;
}
