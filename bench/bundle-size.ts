import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { REPO_ROOT } from './server';

const DIST = path.join(REPO_ROOT, 'apps/web/dist');

/** Vite's build manifest, as far as the measure reads it. */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
  }),
);
type Manifest = z.infer<typeof manifestSchema>;

/**
 * The JS a browser must download to show a screen on a first visit, gzipped: the entry and the
 * modules the screen loads before it can render (with everything they import statically).
 */
function firstLoadBytes(manifest: Manifest, screenModules: readonly string[]): number {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of screenModules) visit(module);
  let total = 0;
  for (const file of files) {
    if (file.endsWith('.js')) total += gzipSync(readFileSync(path.join(DIST, file))).length;
  }
  return total;
}

/** First-load JS of each screen a member lands on (the web app must be built). */
export function measureRouteBundles(routes: Record<string, readonly string[]>) {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')),
  );
  return Object.entries(routes).map(([route, modules]) => ({
    route,
    gzipKb: firstLoadBytes(manifest, modules) / 1024,
  }));
}

/**
 * First-load JS of pages the server makes itself, without the web app (the landing pages and
 * '/' for a visitor, docs/decisions/010-landing-pages.md): their inline scripts and the files
 * their scripts load, gzipped.
 */
export function measureStaticPages(pages: Record<string, string>) {
  return Object.entries(pages).map(([route, html]) => {
    let total = 0;
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      const source = attributes.match(/\bsrc="\/([^"]+)"/)?.[1];
      const code = source ? readFileSync(path.join(DIST, source)) : Buffer.from(body);
      total += gzipSync(code).length;
    }
    return { route, gzipKb: total / 1024 };
  });
}
