// Vitest setup for the web project: jest-dom matchers, a clean DOM and storage after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// Nor ResizeObserver, which Radix measures some controls (checkboxes in a form) with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Screens are lazy route modules: under a loaded CI machine the first render of a test can take more
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
