import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The CSP hash of each inline script in the built index.html (the dark-mode script that runs
 * before first paint): exactly those may run, and no script injected into a page can.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/**
 * docs/security.md#headers. Every answer carries them; the policy lets the app, its service
 * worker, self-hosted fonts and voice memos (recorded as blob: URLs, played from /api) work.
 */
export function securityHeaders({
  https,
  scriptHashes,
}: {
  /** The app is served over https (APP_ORIGIN): browsers should never try plain http again. */
  https: boolean;
  scriptHashes: readonly string[];
}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      // Radix's scroll lock writes a small <style> element; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https && { upgradeInsecureRequests: [] }),
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: {
      camera: [],
      geolocation: [],
      // Voice memos record from the microphone, on our own pages only.
      microphone: ['self'],
    },
  });
}
