import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const sourceRoot = path.join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Every word of every string in the source that tailwind-merge takes for a Tailwind class. */
function classesInSource(): string[] {
  const words = new Set<string>();
  // This module's own strings are group names, not classes.
  for (const file of sourceFiles(sourceRoot).filter((file) => !file.endsWith('merge-classes.ts'))) {
    const code = readFileSync(file, 'utf8');
    for (const [, , text] of code.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g))
      for (const word of text!.split(/\s+/))
        if (/^[!a-z0-9@:[\]/.%_()#,-]+$/.test(word) && !word.includes('${')) words.add(word);
  }
  // A class tailwind-merge knows is deduplicated; anything else (words of texts, ids) is kept twice.
  return [...words].filter((word) => twMerge(`${word} ${word}`) === word);
}

const variantsOf = (name: string) => name.slice(0, name.lastIndexOf(':') + 1);
const same = (a: string, b: string) =>
  [...a.split(' ')].sort().join(' ') === [...b.split(' ')].sort().join(' ');

describe('mergeClasses (cn) agrees with tailwind-merge', () => {
  const classes = classesInSource();

  it('finds the classes written in the source', () => {
    expect(classes.length).toBeGreaterThan(300);
    expect(classes).toContain('px-4');
  });

  it('on every pair of classes in the source that share their variants', () => {
    const disagreements: string[] = [];
    const byVariants = Map.groupBy(classes, variantsOf);
    for (const group of byVariants.values())
      for (const first of group)
        for (const second of group) {
          if (first === second) continue;
          const input = `${first} ${second}`;
          if (!same(mergeClasses(input), twMerge(input)))
            disagreements.push(`${input} → ${mergeClasses(input)} (tailwind-merge: ${twMerge(input)})`);
        }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['p-4 px-2', 'p-4 px-2'],
    ['px-2 p-4', 'p-4'],
    ['text-sm text-red-700 text-lg', 'text-red-700 text-lg'],
    ['leading-5 text-sm', 'text-sm'],
    ['hover:bg-stone-100 bg-white hover:bg-brand-50', 'bg-white hover:bg-brand-50'],
    ['border border-t-4 border-stone-200', 'border border-t-4 border-stone-200'],
    ['rounded-t-lg rounded-xl', 'rounded-xl'],
    ['flex hidden sm:flex', 'hidden sm:flex'],
    ['md:hover:px-2 hover:md:px-4', 'hover:md:px-4'],
    ['group custom-thing px-2', 'group custom-thing px-2'],
  ])('%s → %s', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
    expect(twMerge(input)).toBe(expected);
  });
});
