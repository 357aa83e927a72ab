import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { Worker } from 'node:worker_threads';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { VISITOR_ENTRY_PATHS } from './src/config/visitor-paths.ts';

/** Names the build: the persisted query cache is busted when it changes (docs/offline.md). */
function appVersion(): string {
  if (process.env.MANNA_APP_VERSION) return process.env.MANNA_APP_VERSION;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = 'apps/web/src';
const SHARED = 'packages/shared/src';
const ICONS = 'node_modules/lucide-react/dist/esm/icons';

/**
 * Matches modules by their path from the repository root, without the extension. A path that
 * names no file fails the build: a renamed module would otherwise leave its group unnoticed.
 */
function modulesAt(paths: readonly string[]): (id: string) => boolean {
  const files = new Set(
    paths.map((modulePath) => {
      const file = ['.ts', '.tsx', '.mjs']
        .map((extension) => path.join(REPO_ROOT, modulePath + extension))
        .find((candidate) => existsSync(candidate));
      if (!file)
        throw new Error(`vite.config.ts names a module that does not exist: ${modulePath}`);
      return file;
    }),
  );
  return (id) => files.has(id);
}

// docs/decisions/019-first-load-files.md: the small modules nearly every screen and both entries
// need before they render, in one file. Apart, they were a dozen files of under 1 KB, each
// compressed alone; together they gzip to a third less.
const UI_KIT_PACKAGES =
  /[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority|react-error-boundary|@radix-ui[\\/]react-(slot|compose-refs|primitive|label))[\\/]/;
const LUCIDE_ICON_FACTORY =
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|shared[\\/]|Icon|context|lucide-react\.mjs)/;
const isUiKitModule = modulesAt([
  ...[
    'info',
    'circle-check',
    'circle-exclamation-point',
    'loader-circle',
    'check',
    'chevron-left',
    'chevron-right',
    'arrow-left',
    'book-open',
    'rotate-cw',
    'plus',
    'x',
  ].map((icon) => `${ICONS}/${icon}`),
  ...[
    'cn',
    'api-client',
    'auth-call',
    'error-reporting',
    'native-bridge',
    'format',
    'report-failure',
    'first-screen',
    'first-screen-probe',
    'lazy-export',
    'dark-mode',
    'start-service-worker',
    'zod-config',
  ].map((lib) => `${WEB}/lib/${lib}`),
  ...[
    'after-first-screen',
    'after-heading',
    'alert',
    'button',
    'card',
    'field',
    'input',
    'label',
    'section-spinner',
    'spinner',
    'tab-styles',
    'tabs',
    'text-link-styles',
    'toaster-after-first-screen',
    'use-toast',
  ].map((component) => `${WEB}/components/ui/${component}`),
  `${WEB}/components/layouts/brand`,
  `${WEB}/hooks/use-once-per-occasion`,
  `${WEB}/config/paths`,
  `${WEB}/config/visitor-paths`,
  `${WEB}/features/auth/utils/return-path`,
  `${WEB}/features/auth/api/get-user-request`,
  `${WEB}/features/community-notice/api/get-community-notice-request`,
  `${SHARED}/api-contract/endpoint`,
  `${SHARED}/client-errors/client-errors-endpoints`,
  `${SHARED}/me/me-endpoints`,
  `${SHARED}/me/community-notice-endpoints`,
]);

// The same for what /reading and /bible share: the reader's settings, the plan's chapters and
// progress, and a chapter's query. Not the feature indexes: a group takes in everything a module
// imports, and an index imports the whole feature.
const isReadingKitModule = modulesAt([
  ...[
    'stores/reader-settings-store',
    'utils/font-settings',
    'utils/font-faces',
    'hooks/use-reader-settings',
    'sync/reader-preferences-sync',
    'api/reader-preferences',
    'components/reader-preferences-sync',
  ].map((module) => `${WEB}/features/reader-settings/${module}`),
  ...[
    'utils/plan-chapter',
    'utils/reading-messages',
    'api/get-plan-chapters',
    'api/get-plan-progress',
    'api/get-reading-plans',
    'api/get-streak',
    'hooks/use-plan-reading',
    'hooks/use-selected-plan',
    'stores/selected-plan-store',
  ].map((module) => `${WEB}/features/reading/${module}`),
  `${WEB}/features/scripture/api/get-chapter`,
  `${WEB}/features/scripture-cache/utils/adjacent-chapter`,
  `${SHARED}/scripture/messages`,
  `${SHARED}/scripture/scripture-endpoints`,
  `${SHARED}/me/reader-preferences-endpoints`,
  ...['reading-endpoints', 'missed-chapters', 'current-chapter', 'reading-position'].map(
    (module) => `${SHARED}/reading/${module}`,
  ),
]);

const DAY_SECONDS = 24 * 60 * 60;
// The screens members land on (npm run bench measures their first load): their chunks come
// with the screen, fetched side by side.
const LANDING_SCREEN_CHUNK = /(^|\/)(reading|bible|home)-[\w-]+\.js$/;

// The service worker (docs/offline.md). It precaches the app shell and keeps chapters of the
// bundled public-domain translations; it never touches /api/auth, /api/me or any other API route.
const pwa = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  // Registered by src/lib/service-worker.ts, lazily and only in production builds.
  injectRegister: false,
  manifest: {
    name: 'Manna',
    short_name: 'Manna',
    description: 'Daily Bible reading, prayer and journaling for our community.',
    theme_color: '#faf6ef',
    background_color: '#faf6ef',
    display: 'standalone',
    // An installed app opens on the member's home, which works offline; '/' needs the server.
    start_url: '/home',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // Fonts are left out: 13 families would add about 1.3 MB to every first visit. Each is
    // cached the first time a member reads in it (runtime rule below).
    globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
    // Client-side routes get the app shell; /api (auth callbacks, e-mail links) always goes to
    // the server.
    navigateFallback: 'index.html',
    // Otherwise the precache answers '/' with index.html itself (its directory index), ahead of
    // the denylist below.
    directoryIndex: '',
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      // The server decides '/' (welcome or app) and serves the landing pages as static HTML
      // (docs/decisions/010-landing-pages.md): the app shell must not stand in for them.
      /^\/$/,
      /^\/landing(v[2-5])?$/,
    ],
    // A new deploy takes over at once; an open tab that then misses an old chunk reloads
    // (src/lib/service-worker.ts).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Reminders that arrive when Manna is closed: the push and notification-click handlers
    // (public/push-handlers.js, docs/product/reminders.md#push).
    importScripts: ['/push-handlers.js'],
    runtimeCaching: [
      {
        // Chapters live 24 hours, stale-while-revalidate (docs/offline.md). Only the
        // bundled KJV and WEB; licensed translations come from API.Bible and are not kept here.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/api\/scripture\/(kjv|web)\/[1-3A-Z]{3}\/\d{1,3}$/.test(url.pathname),
        method: 'GET',
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'manna-scripture',
          // At least 500 entries (docs/offline.md#what-is-kept-where-and-for-how-long).
          expiration: { maxEntries: 500, maxAgeSeconds: DAY_SECONDS, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Font files, once used. Hashed names, so cache-first.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && /^\/assets\/.+\.(woff2?|ttf)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'manna-fonts',
          expiration: { maxEntries: 100, maxAgeSeconds: 365 * DAY_SECONDS },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

// The sign-in screens have an entry of their own, visitor.html (docs/decisions/015-visitor-entry.md):
// the server reads this list from the build to answer their paths with it.
const visitorEntryPaths: Plugin = {
  name: 'manna-visitor-entry-paths',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'visitor-paths.json',
      source: JSON.stringify(VISITOR_ENTRY_PATHS),
    });
  },
};

/**
 * Each source gzipped at its highest effort (Zopfli: about 6% smaller than the server's own on the
 * fly), by a thread per core: Zopfli is slow, and in one thread it was most of the build's time.
 */
async function zopfliGzip(sources: Uint8Array[]): Promise<Uint8Array[]> {
  const nextIndex = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const threads = Array.from(
    { length: Math.min(availableParallelism(), sources.length) },
    () =>
      new Promise<[number, Uint8Array][]>((resolve, reject) => {
        const worker = new Worker(new URL('./zopfli-worker.mjs', import.meta.url), {
          workerData: { sources, nextIndex },
        });
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`a Zopfli thread exited with ${code}`)));
      }),
  );
  const compressed: Uint8Array[] = [];
  for (const [index, gzipped] of (await Promise.all(threads)).flat()) compressed[index] = gzipped;
  return compressed;
}

// docs/decisions/019-first-load-files.md: the server sends each script and style sheet as this
// file when the browser accepts gzip (apps/api/src/app.ts), compressed once, not per request.
// Written after the bundle, so that what is compressed is what was written.
const precompressedAssets: Plugin = {
  name: 'manna-precompressed-assets',
  apply: 'build',
  async writeBundle({ dir }, bundle) {
    if (!dir) throw new Error('precompressedAssets needs the output folder');
    const files = Object.values(bundle)
      .filter((file) => /^assets\/.+\.(js|css)$/.test(file.fileName))
      .map((file) => ({
        fileName: file.fileName,
        source: Buffer.from(file.type === 'chunk' ? file.code : file.source),
      }))
      // The largest first, so that no thread is left with a large file at the end.
      .sort((a, b) => b.source.length - a.source.length);
    const compressed = await zopfliGzip(files.map((file) => file.source));
    const writes: Promise<void>[] = [];
    for (const [index, { fileName, source }] of files.entries()) {
      const gzipped = compressed[index];
      // A file too small to gain is sent as it is.
      if (gzipped && gzipped.length < source.length)
        writes.push(writeFile(path.join(dir, `${fileName}.gz`), gzipped));
    }
    await Promise.all(writes);
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, visitorEntryPaths, precompressedAssets],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: npm run bench reads it to measure each route's first-load JS.
    manifest: true,
    // Browsers preload modules themselves (Chromium since 66, Firefox 115, Safari 17); an older
    // one still loads a screen's modules, only without the head start. The polyfill would cost
    // every member's first load for those few.
    modulePreload: {
      polyfill: false,
      // The entry chunk carries, for every lazy screen, the list of chunks to fetch with it: that
      // list costs every member's first load. Only the screens members land on keep theirs; any
      // other screen fetches its modules as it finds them, and the service worker keeps them
      // from then on (docs/offline.md).
      resolveDependencies: (chunk, dependencies, { hostId }) =>
        !/(^|\/)index-/.test(hostId) || LANDING_SCREEN_CHUNK.test(chunk) ? dependencies : [],
    },
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        visitor: fileURLToPath(new URL('./visitor.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            // Every screen needs these before it can render. Left to automatic splitting they end
            // up in a handful of small shared chunks whose boundaries move with unrelated changes,
            // each compressed on its own: together they gzip smaller and stay put.
            // React on its own: the sign-in screens' entry needs it without the rest
            // (docs/decisions/015-visitor-entry.md).
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            // The same for the styling kit and the app's own primitives under every screen, ahead
            // of the reading kit, which needs some of them.
            {
              name: 'ui-kit',
              test: (id) =>
                UI_KIT_PACKAGES.test(id) || LUCIDE_ICON_FACTORY.test(id) || isUiKitModule(id),
            },
            { name: 'reading-kit', test: isReadingKitModule },
          ],
        },
      },
      treeshake: {
        // All are pure on import: @manna/shared only declares schemas and helpers, our auth
        // client only builds an object, and feature modules only declare components, hooks and
        // helpers (they mount nothing at import). Saying so lets the first screen skip zod and
        // better-auth until a lazily loaded screen actually uses them, and lets a screen import
        // a feature's index without pulling in the parts of it that other screens use.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/]lib[\\/]auth-client\.ts$/, sideEffects: false },
          { test: /[\\/]src[\\/]features[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
