import type { Rolldown } from 'vite';

type Context = Rolldown.PluginContext;
/** Names asked of a module: a set of export names, or every export ('*'). */
type Names = Set<string> | '*';
interface Binding {
  source: string;
  /** The export name in `source`, or '*' for its namespace. */
  name: string;
}
/** A module of re-exports only (an icon set's or a library's index): it has no code of its own. */
interface Barrel {
  exports: Map<string, Binding>;
  stars: string[];
  bare: string[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: string };
  return n.name ?? n.value ?? '';
};
const sourceOf = (node: Node) => (node.source as { value: string } | null)?.value;

function parse(ctx: Context, id: string): Node[] {
  const code = ctx.getModuleInfo(id)?.code;
  if (!code) return [];
  try {
    return ctx.parse(code, { lang: /\.tsx?$/.test(id) ? 'tsx' : 'js' }).body as unknown as Node[];
  } catch {
    return [];
  }
}

function readBarrel(body: Node[]): Barrel | null {
  const barrel: Barrel = { exports: new Map(), stars: [], bare: [] };
  const imported = new Map<string, Binding>();
  const local: [string, string][] = [];
  for (const node of body) {
    const source = sourceOf(node);
    const specifiers = (node.specifiers ?? []) as Node[];
    if (node.type === 'ImportDeclaration' && source) {
      if (!specifiers.length) barrel.bare.push(source);
      for (const s of specifiers) {
        const name =
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        imported.set(nameOf(s.local), { source, name });
      }
    } else if (node.type === 'ExportAllDeclaration' && source) {
      if (node.exported) barrel.exports.set(nameOf(node.exported), { source, name: '*' });
      else barrel.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of specifiers) {
        if (source) barrel.exports.set(nameOf(s.exported), { source, name: nameOf(s.local) });
        else local.push([nameOf(s.exported), nameOf(s.local)]);
      }
    } else if (!node.directive) return null;
  }
  for (const [exported, name] of local) {
    const binding = imported.get(name);
    if (!binding) return null;
    barrel.exports.set(exported, binding);
  }
  return barrel;
}

/** What a module's import and export-from declarations ask of each source. */
function askedOf(body: Node[]): Map<string, Names> {
  const asked = new Map<string, Names>();
  const ask = (source: string, name: string) => {
    const names = asked.get(source) ?? new Set<string>();
    if (names !== '*') asked.set(source, name === '*' ? '*' : names.add(name));
  };
  for (const node of body) {
    const source = sourceOf(node);
    if (!source) continue;
    if (node.type === 'ExportAllDeclaration') ask(source, '*');
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
    if (!asked.has(source)) asked.set(source, new Set());
    for (const s of (node.specifiers ?? []) as Node[]) {
      const name =
        s.type === 'ImportDefaultSpecifier'
          ? 'default'
          : s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : nameOf(s.type === 'ExportSpecifier' ? s.local : s.imported);
      ask(source, name);
    }
  }
  return asked;
}

/**
 * The modules whose code a module statically needs, itself included (dynamic imports are not
 * followed). Through a barrel only the names asked of it count, so importing one icon does not
 * count the whole icon set.
 */
export function staticImports(ctx: Context) {
  const barrels = new Map<string, Barrel | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, readBarrel(parse(ctx, id)));
    return barrels.get(id)!;
  };
  const resolve = async (source: string, importer: string) =>
    (await ctx.resolve(source, importer))?.id ?? null;

  const edges = new Map<string, Promise<[string, Names][]>>();
  const edgesOf = (id: string) => {
    if (!edges.has(id)) edges.set(id, readEdges(id));
    return edges.get(id)!;
  };
  async function readEdges(id: string): Promise<[string, Names][]> {
    const askedHere = new Map<string, Names>();
    for (const [source, names] of askedOf(parse(ctx, id))) {
      const target = await resolve(source, id);
      if (target) askedHere.set(target, names);
    }
    const imported = ctx.getModuleInfo(id)?.importedIds ?? [];
    return imported.map((target) => [target, askedHere.get(target) ?? '*']);
  }

  return async function closure(from: string): Promise<Set<string>> {
    const modules = new Set<string>();
    const asked = new Map<string, Set<string>>();
    const queue: [string, Names][] = [[from, '*']];
    const visit = async (id: string, names: Names) => {
      const barrel = barrelOf(id);
      if (!barrel) {
        if (modules.has(id)) return;
        modules.add(id);
        queue.push(...(await edgesOf(id)));
        return;
      }
      modules.add(id); // empty once bundled, but for the interop of a re-exported CommonJS module
      const seen = asked.get(id) ?? new Set<string>();
      asked.set(id, seen);
      const fresh = names === '*' ? [...barrel.exports.keys(), '*'] : [...names];
      for (const name of fresh.filter((n) => !seen.has(n))) {
        seen.add(name);
        const binding = barrel.exports.get(name);
        if (binding) {
          const target = await resolve(binding.source, id);
          if (target) queue.push([target, binding.name === '*' ? '*' : new Set([binding.name])]);
        }
        if (binding && name !== '*') continue;
        for (const star of barrel.stars) {
          const target = await resolve(star, id);
          const exported = target ? (ctx.getModuleInfo(target)?.exports ?? []) : [];
          if (target && (name === '*' || exported.includes(name))) {
            queue.push([target, name === '*' ? '*' : new Set([name])]);
          }
        }
      }
      if (!seen.has('')) {
        seen.add('');
        for (const bare of barrel.bare) {
          const target = await resolve(bare, id);
          if (target) queue.push([target, '*']);
        }
      }
    };
    for (let next = queue.pop(); next; next = queue.pop()) await visit(...next);
    return modules;
  };
}
