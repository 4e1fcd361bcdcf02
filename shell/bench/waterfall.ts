// Every request of one throttled page load, from the DevTools protocol's network events: when it
// was asked for and finished (ms after navigation start), its priority and bytes on the wire.
// `npm run bench -w shell -- --waterfall` prints those that started before the page's largest
// paint: the page's critical path and what competed with it for the link.
import type { CDPSession } from 'playwright-core';

export interface RequestTiming {
  url: string;
  type: string;
  priority: string;
  startMs: number;
  endMs: number;
  bytes: number;
}

export interface Waterfall {
  /** The requests seen so far, in the order they were asked for. */
  requests(): RequestTiming[];
}

/** Starts listening; `Network.enable` must be sent on the session (before navigating). */
export function recordWaterfall(cdp: CDPSession): Waterfall {
  const byId = new Map<string, RequestTiming & { startTs: number }>();
  let origin: number | undefined;
  const ms = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) return; // same id goes on after a redirect
    origin ??= event.timestamp;
    byId.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      priority: event.request.initialPriority,
      startMs: ms(event.timestamp),
      endMs: -1,
      bytes: 0,
      startTs: event.timestamp,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = byId.get(event.requestId);
    if (request) Object.assign(request, { endMs: ms(event.timestamp), bytes: event.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = byId.get(event.requestId);
    if (request) request.endMs = ms(event.timestamp);
  });
  return { requests: () => [...byId.values()].map(({ startTs: _startTs, ...request }) => request) };
}

/** The requests that started before `untilMs`, one line each: start–end, priority, KB, type, path. */
export function printWaterfall(title: string, requests: RequestTiming[], untilMs: number): void {
  console.log(`\n${title}: requests started before the largest paint (${Math.round(untilMs)} ms)`);
  for (const r of requests.filter((request) => request.startMs <= untilMs)) {
    const url = new URL(r.url);
    const end = r.endMs < 0 ? '   …' : String(r.endMs).padStart(5);
    console.log(
      `  ${String(r.startMs).padStart(5)}–${end} ms  ${r.priority.padEnd(8)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.type.padEnd(10)} :${url.port}${url.pathname}${url.search}`,
    );
  }
}
