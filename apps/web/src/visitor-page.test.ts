import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// docs/decisions/015-visitor-entry.md: visitor.html is index.html with the other entry script;
// the server's CSP hash and the head (fonts, theme, dark-mode script) are taken from index.html.
it('keeps visitor.html the same page as index.html but for its entry script', () => {
  const page = (name: string) => readFileSync(path.join(import.meta.dirname, '..', name), 'utf8');
  const memberEntry = '<script type="module" src="/src/main.tsx"></script>';
  const visitorEntry = '<script type="module" src="/src/visitor.tsx"></script>';

  expect(page('index.html')).toContain(memberEntry);
  expect(page('visitor.html')).toBe(page('index.html').replace(memberEntry, visitorEntry));
});
