import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtWebApp, DARK_MODE_SCRIPT } from './testing/built-web-app';
import { useTestApp } from './testing/test-app';

/** The stand-in build with the sign-in screens' page and the list of their paths. */
function builtWebAppWithVisitorEntry(): string {
  const webRoot = builtWebApp();
  writeFileSync(
    path.join(webRoot, 'visitor.html'),
    `<!doctype html><html><head><script>${DARK_MODE_SCRIPT}</script>` +
      '<script type="module" src="/assets/visitor.js"></script></head><body></body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'visitor-paths.json'),
    JSON.stringify(['/login', '/login/two-factor']),
  );
  return webRoot;
}

// docs/decisions/015-visitor-entry.md
describe('the sign-in screens’ own page', () => {
  const t = useTestApp({ webRoot: builtWebAppWithVisitorEntry() });

  it.each(['/login', '/login?return=%2Freading', '/login/two-factor'])(
    'answers %s with visitor.html',
    async (address) => {
      const response = await t.request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('/assets/visitor.js');
    },
  );

  it('leaves every other screen to the member app', async () => {
    for (const address of ['/home', '/loginx', '/dev/mailbox']) {
      expect(await (await t.request(address)).text()).toContain('/assets/index.js');
    }
  });
});
