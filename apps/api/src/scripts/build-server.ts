import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { API_ROOT } from '../api-root';

// Part of `npm run build`: the server as one JavaScript file, which `npm run serve` runs with
// plain node. Transpiling the TypeScript at every start (tsx) took seconds and held tens of
// megabytes (docs/decisions/014-server-footprint.md).

const SERVER_BUNDLE = path.join(API_ROOT, 'dist/server.js');

const manifest = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Packages stay in node_modules, where they find their own files (PGlite its WebAssembly); only
// the workspace's own TypeScript package is bundled in.
const external = Object.keys(manifest.dependencies)
  .filter((name) => name !== '@manna/shared')
  .flatMap((name) => [name, `${name}/*`]);

try {
  const started = performance.now();
  await build({
    entryPoints: [path.join(API_ROOT, 'src/index.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  console.log(
    `server -> ${path.relative(process.cwd(), SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
