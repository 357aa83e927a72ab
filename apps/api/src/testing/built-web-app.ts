import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The inline script of the stand-in index.html, as the real build's dark-mode script is. */
export const DARK_MODE_SCRIPT = "document.documentElement.classList.toggle('dark', true);";

/** A stand-in for apps/web/dist: an index.html with one inline and one module script. */
export function builtWebApp(): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), 'manna-web-'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><html><head><script>${DARK_MODE_SCRIPT}</script>` +
      '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
  );
  return webRoot;
}
