import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// Tests wait on state (findBy…, waitFor), never on time. This is only how long they keep waiting
// before failing: long enough for a route loader and a lazy chunk when the whole suite runs in
// parallel on a loaded 2-core machine (1 s, the default, was not, and 5 s was not always).
configure({ asyncUtilTimeout: 20_000 });

// After each test (and after testing-library has unmounted it), wait for the requests its screen
// sent to be answered (jsdom-with-fetch.js tracks them): otherwise one still on its way lands in
// the next test's record of requests. Capped, with the real clock, so a hung call cannot hang the run.
const realSetTimeout = globalThis.setTimeout;
afterEach(async () => {
  const settled = (globalThis as { __fetchesSettled?: () => Promise<unknown> }).__fetchesSettled?.();
  if (settled) await Promise.race([settled, new Promise((resolve) => realSetTimeout(resolve, 10_000))]);
});

// jsdom has no matchMedia; components asking about media queries (react-hot-toast's reduced
// motion check) get the answer of a default desktop browser: no query matches.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks TextEncoder/TextDecoder, which react-router needs as soon as it is imported.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom does not implement scrolling; sweetalert2 restores the scroll position when a modal closes.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// useApi loads SWR on first use, suspending its screen meanwhile (the shell's boundary holds the
// place; decision 0040): screens under test have it at once, as a route loader gives them.
// Imported when the tests start, not with this file, so that a test file's jest.mock applies to it.
beforeAll(async () => (await import('../src/api/swr')).loadApiCache());
