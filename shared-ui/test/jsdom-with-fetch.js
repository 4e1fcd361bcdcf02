// jsdom plus Node's fetch API: the data-router code of react-router (loaders build a Request)
// and the API client (fetch) need it, and jsdom has neither. AbortController/AbortSignal come
// from Node too, because Node's Request rejects a jsdom AbortSignal.
// Use per workspace: web(__dirname, { testEnvironment: require.resolve('@carmarket/shared-ui/test/jsdom-with-fetch') })
// or per file: /** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  // Uploads: Node's fetch sends only its own Blob and File (and FormData: see below).
  'Blob',
  'File',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    // Node's FormData (which Node's fetch sends), also built from a jsdom <form> as jsdom's is.
    const JsdomFormData = this.global.FormData;
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form) for (const [name, value] of new JsdomFormData(form, submitter)) this.append(name, value);
      }
    };
    // A request still in flight when the test file ends (a screen that polls) is dropped, not
    // answered into the torn-down window, where its handlers would find no document and crash the run.
    // Every call is also tracked until it settles, so that a test ends only once the requests its
    // screen sent have reached the server (setup-dom.ts waits after each test): a request still on
    // its way when the next test starts would be counted as that test's.
    const nodeFetch = this.global.fetch;
    const inFlight = new Set();
    // TEST_FETCH_DELAY_MS=150 holds every request back that long, as a loaded CI machine may:
    // a way to find tests that depend on a request's timing.
    const delayMs = Number(process.env.TEST_FETCH_DELAY_MS) || 0;
    const send = (...args) =>
      delayMs ? new Promise((r) => setTimeout(r, delayMs)).then(() => nodeFetch(...args)) : nodeFetch(...args);
    this.global.fetch = (...args) => {
      const call = new Promise((resolve, reject) =>
        send(...args).then(
          (v) => !this.tornDown && resolve(v),
          (e) => !this.tornDown && reject(e),
        ),
      );
      const tracked = call
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
      return call;
    };
    this.global.__fetchesSettled = () => Promise.all([...inFlight]);
    // Previews of chosen photos (blob: URLs): jsdom has no createObjectURL, Node has, for its Blobs.
    this.global.URL.createObjectURL = (blob) => URL.createObjectURL(blob);
    this.global.URL.revokeObjectURL = (url) => URL.revokeObjectURL(url);
  }

  async teardown() {
    this.tornDown = true;
    await super.teardown();
  }
}

module.exports = JsdomWithFetchEnvironment;
