import path from 'node:path';
import type { Plugin } from 'vite';
import { importedOnlyWithin, staticClosure } from './module-closure';

/** One chunk holding everything a part of the app imports statically. */
export interface RouteChunk {
  name: string;
  /** Modules (relative to the app's root) whose static imports make the chunk. */
  roots: string[];
  /** Only the modules whose id matches (the libraries of a page, apart from its own code). */
  only?: RegExp;
  /**
   * When set, the chunk holds only the modules no other part of the app imports (a page's own
   * code), and what it shares with other pages goes to a second chunk of this name, which those
   * pages load without the page's own code.
   */
  shared?: string;
}

/**
 * Rolldown's automatic splitting makes one chunk per set of lazy routes sharing a module: the
 * materials page came in 80 files, each answer with ~1 kB of headers, in several waves of
 * requests (decision 0057). Here each listed part of the app becomes one chunk: the modules its
 * roots import statically, minus what an earlier part holds. A later page that shares a module
 * imports it from that chunk, which the pages after sign-in have loaded anyway.
 *
 * The module graph knows imports, not which of a module's exports a page uses: a module that only
 * an unused function of a shared module imports would still be taken into the part (`leave`:
 * such modules, decimal.js, stay with rolldown's automatic splitting).
 */
export function routeChunks(chunks: RouteChunk[], leave: RegExp) {
  const members = new Map<string, Set<string>>();
  let root = '';
  const plugin: Plugin = {
    name: 'laydown-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const taken = new Set<string>();
      for (const chunk of chunks) {
        const roots = chunk.roots.map((file) => path.resolve(root, file));
        const closure = [...staticClosure(this, roots, taken)].filter(
          (id) => chunk.only?.test(id) ?? true,
        );
        const own = chunk.shared ? importedOnlyWithin(this, new Set(closure), roots) : closure;
        members.set(chunk.name, new Set(own));
        if (chunk.shared) {
          members.set(
            chunk.shared,
            new Set(closure.filter((id) => !members.get(chunk.name)?.has(id))),
          );
        }
        for (const id of closure) taken.add(id);
      }
    },
  };
  const names = chunks.flatMap((chunk) => [chunk.name, ...(chunk.shared ? [chunk.shared] : [])]);
  const groups = names.map((name, index) => ({
    name,
    test: (id: string) => !leave.test(id) && (members.get(name)?.has(id) ?? false),
    // Earlier parts first: a module they share stays in the earlier one.
    priority: names.length - index,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
