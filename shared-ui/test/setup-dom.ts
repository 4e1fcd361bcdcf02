import '@testing-library/jest-dom';

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
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextEncoder, TextDecoder } = require('node:util') as typeof import('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom does not implement scrolling; sweetalert2 restores the scroll position when a modal closes.
if (typeof window !== 'undefined') window.scrollTo = () => {};
