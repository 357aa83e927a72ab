import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer events.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// jsdom lacks ResizeObserver, which Radix Switch measures itself with.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Screens load lazily and the suite shares two cores with the API suites: under that load a
// screen can take over a second to appear, past Testing Library's default wait for findBy* and
// waitFor (1 s). Those still wait for their condition, just longer before giving up.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});

// With one worker (one CPU, or --maxWorkers=1) Vitest runs the files one after another in the
// same context (docs/architecture.md#tests): each starts from what a fresh page would hold,
// whatever the file before it stored or switched on.
localStorage.clear();
sessionStorage.clear();
document.documentElement.removeAttribute('class');
document.documentElement.removeAttribute('style');
