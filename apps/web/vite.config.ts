import { execSync } from 'node:child_process';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { VISITOR_ENTRY_PATHS } from './src/config/visitor-paths';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, visitorEntryPaths],
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
            // The same for the styling kit under every screen's components: class merging, variants,
            // Radix's Slot and lucide's icon factory (each icon stays with the screen that draws it).
            {
              name: 'ui-kit',
              test: /[\\/]node_modules[\\/](clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|shared[\\/]|Icon|context|lucide-react\.mjs))/,
            },
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
