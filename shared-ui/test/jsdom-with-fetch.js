// jsdom plus Node's fetch API: the data-router code of react-router (loaders build a Request)
// and the API client (fetch) need it, and jsdom has neither. AbortController/AbortSignal come
// from Node too, because Node's Request rejects a jsdom AbortSignal.
// Use per workspace: web(__dirname, { testEnvironment: require.resolve('../shared-ui/test/jsdom-with-fetch') })
// or per file: /** @jest-environment ../shared-ui/test/jsdom-with-fetch.js */
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
    const nodeFetch = this.global.fetch;
    this.global.fetch = (...args) =>
      new Promise((resolve, reject) => nodeFetch(...args).then((v) => !this.tornDown && resolve(v), (e) => !this.tornDown && reject(e)));
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
