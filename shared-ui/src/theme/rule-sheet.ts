// Where goober keeps the app's rules. goober writes its style sheet as one DOM text node: it reads
// the whole text back to look for a rule before adding one, and every write makes the browser
// parse the whole sheet again. On a throttled phone (4x CPU) the category page's first render
// added about 80 rules to a 17 KB sheet that way: ~130 ms. Here goober writes to a string instead
// (the `target` of its css(), which it asks for its <style> element), and the page's <style>
// element gets that string once per React commit that added rules (flushRules, called from
// useInsertionEffect, before the browser styles anything of the commit), or in a microtask for
// rules added outside a render (keyframes at import).

let text = ' ';
let written = ' ';
let element: HTMLStyleElement | undefined;
let flushQueued = false;

const buffer = {
  get data(): string {
    return text;
  },
  set data(value: string) {
    text = value;
    if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(flushRules);
    }
  },
};

/** goober's css() `target`: it asks it for its <style> element and gets one backed by the string. */
export const ruleTarget = { querySelector: () => ({ parentNode: true, firstChild: buffer }) };

/** Writes the rules added since the last call into the page's style sheet. */
export function flushRules(): void {
  flushQueued = false;
  if (text === written || typeof document === 'undefined') return;
  if (!element?.isConnected) {
    element = document.createElement('style');
    element.id = 'carmarket-rules';
    const nonce = (window as { __nonce__?: string }).__nonce__;
    if (nonce) element.nonce = nonce;
    document.head.appendChild(element);
  }
  element.textContent = text;
  written = text;
}
