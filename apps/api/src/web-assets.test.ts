import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtWebApp } from './testing/built-web-app';
import { useTestApp } from './testing/test-app';

const SCRIPT = `export const verse = ${JSON.stringify('In the beginning was the Word. '.repeat(40))};`;

/** The stand-in build with one script and the gzip file the build writes next to it. */
function builtWebAppWithPrecompressedScript(): string {
  const webRoot = builtWebApp();
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets/reading-Ab12.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'assets/reading-Ab12.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  return webRoot;
}

// docs/decisions/019-first-load-files.md
describe('the web app’s scripts', () => {
  const t = useTestApp({ seed: false, webRoot: builtWebAppWithPrecompressedScript() });

  it('go out as the build’s gzip file to a browser that accepts gzip', async () => {
    const response = await t.request('/assets/reading-Ab12.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(gzipSync(SCRIPT, { level: 9 }))).toBe(true);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it('go out as they are to a client that does not accept gzip', async () => {
    const response = await t.request('/assets/reading-Ab12.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });
});

describe('the web app’s pages', () => {
  const t = useTestApp({ seed: false, webRoot: builtWebApp() });

  it('are asked for again on every visit, so a new build is seen', async () => {
    for (const address of ['/home', '/index.html']) {
      const response = await t.request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});
