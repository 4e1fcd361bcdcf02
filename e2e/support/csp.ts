// Collects Content-Security-Policy violations in every browser context a test uses: the page's
// `securitypolicyviolation` events and Chromium's console reports of refused loads. The fixtures
// (fixtures.ts) fail a test that ends with any, so the whole suite runs under the servers' policy.
import type { Browser, BrowserContext } from '@playwright/test';

const BINDING = '__carmarketCspViolation';

export class CspViolations {
  readonly violations: string[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding(
      BINDING,
      ({ page }, report: string) => void this.violations.push(`${page.url()}: ${report}`),
    );
    await context.addInitScript((binding) => {
      if (window !== window.top) return; // a third-party frame's own policy is not ours
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile || 'page'}:${event.lineNumber})`;
        (window as unknown as Record<string, (report: string) => void>)[binding](report);
      });
    }, BINDING);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) this.violations.push(`console: ${message.text()}`);
    });
  }

  /** Also watches the contexts a test opens itself with browser.newContext(); returns the undo. */
  watchNewContexts(browser: Browser): () => void {
    const original = browser.newContext;
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original.apply(browser, args);
      await this.watch(context);
      return context;
    };
    return () => {
      browser.newContext = original;
    };
  }

  /** Hands over (and forgets) what was collected: for a test that causes a violation on purpose. */
  take(): string[] {
    return this.violations.splice(0);
  }
}
