// Vitest setup for the web project: jest-dom matchers, a clean DOM and storage after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';

// English from the macros' own texts, which development builds keep; catalogs.test.ts checks the
// catalogs, and tests of another language load its catalog.
i18n.loadAndActivate({ locale: 'en', messages: {} });

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

/**
 * sonner takes a closed toast off 200 ms after it closes (its TIME_BEFORE_UNMOUNT), through React's
 * state: when a file's last test ends within that time, the timer fires after the file's jsdom is gone
 * and fails the run ("window is not defined"). A file that ended a test with a toast on screen waits
 * that long at its end.
 */
const TOAST_REMOVAL_MS = 250;
let toastShown = false;

afterAll(async () => {
  if (toastShown) await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS));
});

afterEach(() => {
  toastShown ||= document.querySelector('[data-sonner-toast]') !== null;
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
