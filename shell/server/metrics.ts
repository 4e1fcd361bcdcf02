// The render server's counters in Prometheus' text format (GET /metrics).

export type FallbackReason = 'error' | 'timeout' | 'missing' | 'contract';

export class FallbackCounter {
  private readonly counts = new Map<string, number>();

  add(remote: string, reason: FallbackReason): void {
    const key = `remote="${remote}",reason="${reason}"`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  text(): string {
    const lines = [
      '# HELP ssr_fallback_total Pages left to the browser to draw because their server render failed, by remote and reason.',
      '# TYPE ssr_fallback_total counter',
      ...[...this.counts].map(([labels, count]) => `ssr_fallback_total{${labels}} ${count}`),
    ];
    return `${lines.join('\n')}\n`;
  }
}

/** A server render given up: the page is the browser's, counted by remote (the storefront's unless named) and reason. */
export class Fallback extends Error {
  constructor(
    readonly reason: FallbackReason,
    cause: unknown,
    readonly remote = 'storefront',
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}
