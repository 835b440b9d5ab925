import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticImports } from './static-imports';

// Each set already holds its modules' imports (or they sit in a group loaded before it).
const exact = { includeDependenciesRecursively: false };

export interface FirstLoadPages {
  /** Absolute paths of the pages shown signed out (the sign-in pages). */
  signIn: string[];
  /** The signed-in layout every guarded page renders inside. */
  frame: string;
  /** The page a signed-in start lands on. */
  landing: string;
  /** The page opened most after it (the till). */
  busiest: string;
}

/**
 * Groups the modules of the first screens into a few files. Split by default, a signed-in start
 * fetched some 25 small files; over HTTP/1.1 a phone opens 6 connections per host, so each
 * further handful costs a round trip on a slow network. The groups (filled once the module graph
 * is known, before chunking):
 * - `start`: what the entry and the lazy pages both import, and what the sign-in pages and the
 *   signed-in screens both import: every first screen loads it;
 * - `frame`: the signed-in layout's modules and the landing page's imports that other pages
 *   share (the landing page's own modules, and those only its lazy parts share, stay in its chunk);
 * - `busiest`: the busiest page's imports that other pages share and the groups above do not hold
 *   (the till opened a dozen files of one or two KB each). A page sharing one of them loads the
 *   file whole: a few KB more for it, in fewer files.
 */
export function firstLoadChunks(pages: FirstLoadPages): {
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
} {
  const start = new Set<string>();
  const frame = new Set<string>();
  const busiest = new Set<string>();
  const plugin: Plugin = {
    name: 'kasitrade-first-load-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const staticClosure = staticImports(this);
      const lazy = new Set(
        ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entry = new Set<string>();
      for (const id of entries) for (const m of await staticClosure(id)) entry.add(m);
      const reached = new Set<string>();
      const closures = new Map<string, Set<string>>();
      for (const page of lazy) {
        const closure = await staticClosure(page);
        closures.set(page, closure);
        for (const id of closure) reached.add(id);
      }
      const closureOf = (page: string) => {
        const closure = closures.get(page);
        if (!closure) throw new Error(`${path.basename(page)} is not a lazily loaded page`);
        return closure;
      };
      for (const id of entry) if (reached.has(id)) start.add(id);
      const signIn = new Set(pages.signIn.flatMap((page) => [...closureOf(page)]));
      const layout = closureOf(pages.frame);
      const landing = closureOf(pages.landing);
      for (const id of [...layout, ...landing]) if (signIn.has(id)) start.add(id);
      // A page's own modules stay in its chunk: those no other page imports, its own lazily
      // loaded parts (a card, a warning) aside.
      const sharedOf = (page: string) => {
        const closure = closureOf(page);
        const parts = new Set(
          [...closure].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
        );
        const others = [...closures]
          .filter(([other]) => other !== page && !parts.has(other))
          .map(([, otherClosure]) => otherClosure);
        return [...closure].filter((id) => others.some((other) => other.has(id)));
      };
      for (const id of [...layout, ...sharedOf(pages.landing)]) {
        if (!entry.has(id) && !start.has(id)) frame.add(id);
      }
      for (const id of sharedOf(pages.busiest)) {
        if (!entry.has(id) && !start.has(id) && !frame.has(id) && !signIn.has(id)) busiest.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'start', test: (id) => start.has(id), priority: 2, ...exact },
      { name: 'frame', test: (id) => frame.has(id), priority: 1, ...exact },
      { name: 'busiest', test: (id) => busiest.has(id), priority: 0, ...exact },
    ],
  };
}
