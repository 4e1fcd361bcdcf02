// Where goober keeps the app's rules. goober writes its style sheet as one DOM text node: it reads
// the whole text back to look for a rule before adding one, and every write makes the browser
// parse the whole sheet again. On a throttled phone (4x CPU) the category page's first render
// added about 80 rules to a 17 KB sheet that way: ~130 ms. Here goober writes to a string instead
// (the `target` of its css(), which it asks for its <style> element), and the page gets the new
// rules once per React commit that added some (flushRules, called from useInsertionEffect, before
// the browser styles anything of the commit), or in a microtask for rules added outside a render
// (keyframes at import).

let text = ' ';
let written = ' ';
/** The <style> elements holding `written`, in order: the whole of it, then what was appended since. */
let elements: HTMLStyleElement[] = [];
let flushQueued = false;

/**
 * goober's css() `target`. In a browser goober asks it for its <style> element and gets one whose
 * text is the string; without a DOM (tests in node) goober uses the target itself as the sheet.
 */
export const ruleTarget = {
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
  querySelector: () => ({ parentNode: true, firstChild: ruleTarget }),
};

/**
 * Writes the rules added since the last call into the page. Rules added at the end (the usual case)
 * go into a <style> element of their own, so the browser parses only them; a rule goober put before
 * the others (or a replaced global rule) rewrites the whole sheet into one element.
 */
export function flushRules(): void {
  flushQueued = false;
  if (text === written || typeof document === 'undefined') return;
  const appended = elements.length > 0 && elements.every((element) => element.isConnected) && text.startsWith(written);
  if (appended) {
    elements.push(addStyleElement(text.slice(written.length)));
  } else {
    for (const element of elements) element.remove();
    elements = [addStyleElement(text)];
  }
  written = text;
}

function addStyleElement(rules: string): HTMLStyleElement {
  const element = document.createElement('style');
  element.dataset.carmarketRules = '';
  const nonce = (window as { __nonce__?: string }).__nonce__;
  if (nonce) element.nonce = nonce;
  element.textContent = rules;
  document.head.appendChild(element);
  return element;
}
