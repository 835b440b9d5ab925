import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';

export const CLASS_GROUPS_MODULE = 'virtual:class-groups';
const RESOLVED = `\0${CLASS_GROUPS_MODULE}`;

/** The Tailwind classes the client can name: split as Tailwind's own scan splits the files. */
export function sourceClasses(dirs: string[]): { classes: string[]; files: string[] } {
  const files = dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(tsx?|css)$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => path.join(dir, f))
      .sort(),
  );
  const words = new Set(files.flatMap((f) => readFileSync(f, 'utf8').split(/[\s'"`\\{};,]+/)));
  // A class tailwind-merge knows drops its own repeat; any other word passes through it as it is.
  const classes = [...words].filter((w) => w !== '' && twMerge(`${w} ${w}`) === w).sort();
  return { classes, files };
}

export interface ClassGroups {
  /** Classes that behave alike (each removes, and is removed by, the same classes), save those
   * that remove no other class and no other removes. */
  groups: string[][];
  /** For each group, the groups an earlier class of which a later class of this group removes. */
  removes: number[][];
}

/**
 * tailwind-merge's answer for every pair of the given classes, folded into groups: a later class
 * removes an earlier one when tailwind-merge keeps only the later of the two. The client merges
 * with this table instead of shipping tailwind-merge and its whole Tailwind configuration.
 */
export function classGroups(classes: string[]): ClassGroups {
  // removed[l][e]: a later classes[l] removes an earlier classes[e].
  const removed = classes.map((later, l) =>
    classes.map((earlier, e) => l === e || twMerge(`${earlier} ${later}`) === later),
  );
  const bySignature = new Map<string, number[]>();
  classes.forEach((_, i) => {
    const key = removed.map((row, j) => `${+removed[i]![j]!}${+row[i]!}`).join('');
    bySignature.set(key, [...(bySignature.get(key) ?? []), i]);
  });
  // A class that removes no other class, and that no other removes, only drops its own repeat:
  // the merge drops every repeated word, so the table leaves it out.
  const alone = (i: number) =>
    classes.every((_, j) => i === j || (!removed[i]![j] && !removed[j]![i]));
  const members = [...bySignature.values()].filter((m) => !alone(m[0]!));
  const groups = members.map((m) => m.map((i) => classes[i]!));
  const removes = members.map(([later]) =>
    members.flatMap(([earlier], index) => (removed[later!]![earlier!] ? [index] : [])),
  );
  return { groups, removes };
}

/**
 * Serves `virtual:class-groups`, the table of `classGroups` for the classes of `dirs`, worked
 * out when the build (or the test run, or the dev server) first imports it.
 */
export function classGroupsPlugin(dirs: string[]): Plugin {
  return {
    name: 'kasitrade:class-groups',
    resolveId: (id) => (id === CLASS_GROUPS_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const { classes, files } = sourceClasses(dirs);
      for (const file of files) this.addWatchFile(file);
      const { groups, removes } = classGroups(classes);
      return [
        `export const groups = ${JSON.stringify(groups.map((g) => g.join(' ')))};`,
        `export const removes = ${JSON.stringify(removes)};`,
      ].join('\n');
    },
  };
}
