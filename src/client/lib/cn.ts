import { clsx, type ClassValue } from 'clsx';
import { groups, removes } from 'virtual:class-groups';

/** Each class the client names, to its group in the table (built from tailwind-merge at build time). */
const groupOf = new Map(groups.flatMap((classes, g) => classes.split(' ').map((c) => [c, g])));

/**
 * Merges Tailwind classes as tailwind-merge does: of two classes that set the same thing, the
 * later wins (`cn('px-4', 'px-2')` is `px-2`), and a repeated word is kept once, in its last
 * place. The table covers every class in the client's source, the only classes Tailwind writes
 * CSS for; any other word passes through.
 */
export function mergeClasses(classes: string): string {
  const seen = new Set<string>();
  const taken = new Set<number>();
  const kept: string[] = [];
  const words = classes.split(/\s+/).filter(Boolean);
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const word = words[i]!;
    const group = groupOf.get(word);
    if (seen.has(word) || (group !== undefined && taken.has(group))) continue;
    seen.add(word);
    kept.push(word);
    for (const removed of group === undefined ? [] : removes[group]!) taken.add(removed);
  }
  return kept.reverse().join(' ');
}

export const cn = (...inputs: ClassValue[]) => mergeClasses(clsx(inputs));
