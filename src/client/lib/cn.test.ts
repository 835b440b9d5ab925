import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { sourceClasses } from '../../../scripts/lib/class-groups-plugin';
import { cn, mergeClasses } from './cn';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const { classes } = sourceClasses([dir('..'), dir('../../shared')]);

describe('cn', () => {
  it('lets the later of two classes that set the same thing win', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('h-9 w-full', false, 'h-10', { hidden: true })).toBe('w-full h-10 hidden');
    expect(cn('text-sm text-slate-500', 'text-base')).toBe('text-slate-500 text-base');
    expect(cn(' not-a-class  px-4 not-a-class ', 'px-4')).toBe('not-a-class px-4');
  });

  it('answers as tailwind-merge does for every pair of the classes in the source', () => {
    expect(classes.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const both = `${a} ${b}`;
        if (mergeClasses(both) !== twMerge(both)) differ.push(both);
      }
    }
    expect(differ).toEqual([]);
  });

  it('answers as tailwind-merge does for longer lists, with words that are not classes', () => {
    const word = fc.oneof(fc.constantFrom(...classes), fc.constantFrom('card', 'x1', 'group'));
    fc.assert(
      // tailwind-merge keeps a repeated word it does not know; the merge keeps it once.
      fc.property(fc.uniqueArray(word, { maxLength: 8 }), (words) => {
        const list = words.join(' ');
        expect(mergeClasses(list)).toBe(twMerge(list));
      }),
      { numRuns: 2000 },
    );
  });
});
