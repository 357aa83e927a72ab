import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const SOURCE_ROOT = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // cn.ts names class groups (`outline-w`), which are not classes the app writes.
    const isAppSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isAppSource && path !== join(import.meta.dirname, 'cn.ts') ? [path] : [];
  });
}

/** Every word of every string literal in apps/web/src, template literals' placeholders cut out. */
function sourceWords(): Set<string> {
  const words = new Set<string>();
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const [, single, double, template] of text.matchAll(
      /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g,
    )) {
      const literal = (single ?? double ?? template ?? '').replace(/\$\{[^}]*\}/g, ' ');
      for (const word of literal.split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The full tailwind-merge drops a repeated class it knows and keeps any other word twice. */
const isTailwindClass = (word: string) => twMerge(`${word} ${word}`) === word;

const words = sourceWords();
const classes = [...words].filter(isTailwindClass);

/** `hover:[&>svg]:text-info` -> `text-info`; a colon inside brackets (`[direction:rtl]`) stays. */
function withoutModifiers(name: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    if (name[index] === '[') depth++;
    else if (name[index] === ']') depth--;
    else if (name[index] === ':' && depth === 0) start = index + 1;
  }
  return name.slice(start);
}

// Both mergers parse modifiers (`sm:`, `hover:`) with tailwind-merge's own code and only keep
// classes with the same modifiers apart, so the pairs below are taken between the classes
// without them; each class is also checked whole, modifiers and all.
const baseClasses = [...new Set(classes.map(withoutModifiers))];

describe('cn', () => {
  it('finds the classes the app writes', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(['px-3', 'sm:grid-cols-2', 'text-sm']));
    expect(baseClasses).toEqual(expect.arrayContaining(['grid-cols-2', '[direction:rtl]']));
  });

  it('recognises the same words as classes as the full tailwind-merge', () => {
    const differences = [...words].filter((word) => cn(word, word) !== twMerge(`${word} ${word}`));
    expect(differences).toEqual([]);
  });

  // About 360,000 pairs: seconds on a quiet machine, more when others share it.
  it('merges every pair of the app classes as the full tailwind-merge does', {
    timeout: 120_000,
  }, () => {
    const differences: string[] = [];
    for (const first of baseClasses) {
      for (const second of baseClasses) {
        const expected = twMerge(`${first} ${second}`);
        if (cn(first, second) !== expected) differences.push(`${first} ${second} -> ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('lets a call site override a primitive’s classes (docs/decisions/016-reading-first-load.md)', () => {
    expect(cn('h-9 px-3', 'size-9 px-0')).toBe('size-9 px-0');
    expect(cn('border-border bg-card', 'border-success/40 bg-success/8')).toBe(
      'border-success/40 bg-success/8',
    );
    expect(cn('min-h-32', 'min-h-24')).toBe('min-h-24');
    expect(cn('text-sm text-muted-foreground', 'text-base')).toBe(
      'text-muted-foreground text-base',
    );
    expect(cn('h-11 text-base', 'h-10 text-sm')).toBe('h-10 text-sm');
    expect(cn('font-medium', 'font-normal')).toBe('font-normal');
    expect(cn('px-4 py-2', 'p-0')).toBe('p-0');
    expect(cn('hover:bg-accent', false, 'hover:bg-destructive/10')).toBe('hover:bg-destructive/10');
  });
});
