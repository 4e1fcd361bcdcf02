// Where the main thread's time goes before the largest paint (or the last long task, if later), from a Chromium performance trace of
// one throttled load (`npm run bench -w shell -- --profile`): its tasks of 20 ms or more (what
// each mostly did: a script's evaluation, React's work in a script, style, layout, paint) and the
// JavaScript self time per script from the trace's CPU samples. A traced load runs slower than
// an untraced one (the sampler costs CPU too), so it is printed beside the medians, never in them.
// With the builds' source maps, the self time is also told per source: a module of ours, or a
// package (react-dom, react-router, styled-components...).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
/** Trace categories: the timeline's tasks and events, and V8's CPU samples. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

const LONG_TASK_MS = 20;
/** The events a task's time is told by; the rest is React's and the browser's glue. */
const TOLD = [
  'EvaluateScript',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

export interface MainThreadSummary {
  busyMs: number;
  tasks: { startMs: number; durMs: number; what: string }[];
  scripts: { script: string; selfMs: number }[];
  /** The same time by original source (module or package), where the script's source map is found. */
  sources: { source: string; selfMs: number }[];
}

/** The dist folder a script URL was served from (its source map is beside it), or undefined. */
export type DistFor = (url: string) => string | undefined;

/** A sampled function's original source: 'shared-ui/widgets/k-dollars.ts', 'react-dom', or the script when unmapped. */
function sourceNamer(distFor: DistFor | undefined) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    const dir = distFor?.(url);
    if (!dir) return null;
    const file = join(dir, `${new URL(url).pathname.slice(1)}.map`);
    if (!maps.has(file))
      maps.set(
        file,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null,
      );
    return maps.get(file)!;
  };
  return (frame: { url?: string; functionName: string; lineNumber?: number; columnNumber?: number }): string => {
    if (!frame.url) return frame.functionName;
    const original = consumer(frame.url)?.originalPositionFor({
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    if (!original?.source) return shortUrl(frame.url);
    const path = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    return pkg ? pkg[1] : path;
  };
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

export function summariseMainThread(
  events: TraceEvent[],
  pageUrl: string,
  untilMs: number,
  distFor?: DistFor,
): MainThreadSummary {
  const navigations = events.filter(
    (e) =>
      e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === pageUrl,
  );
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error(`No navigation to ${pageUrl} in the trace`);
  const { pid } = navigation;
  const mainTid = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  const onMain = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && ms(e.ts) <= untilMs);
  const summary: MainThreadSummary = { busyMs: 0, tasks: [], scripts: [], sources: [] };
  for (const task of tasks) {
    summary.busyMs += task.dur! / 1000;
    if (task.dur! / 1000 < LONG_TASK_MS) continue;
    const parts = new Map<string, number>();
    for (const e of onMain) {
      if (e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur! || !TOLD.includes(e.name)) continue;
      const url = e.args?.data?.url as string | undefined;
      const key = url ? `${e.name} ${shortUrl(url)}` : e.name;
      parts.set(key, (parts.get(key) ?? 0) + e.dur! / 1000);
    }
    const what = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([key, d]) => `${key} ${Math.round(d)}`)
      .join(', ');
    summary.tasks.push({ startMs: ms(task.ts), durMs: task.dur! / 1000, what });
  }
  const bySource = sourceNamer(distFor);
  summary.scripts = selfTimes(events, pid, mainTid, ms, untilMs, (frame) =>
    frame.url ? shortUrl(frame.url) : frame.functionName,
  ).map(([script, selfMs]) => ({ script, selfMs }));
  summary.sources = selfTimes(events, pid, mainTid, ms, untilMs, bySource).map(([source, selfMs]) => ({
    source,
    selfMs,
  }));
  return summary;
}

type Frame = { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };

/** JavaScript self time up to `untilMs` from the main thread's CPU samples, per `key` of the sampled function, largest first. */
function selfTimes(
  events: TraceEvent[],
  pid: number,
  tid: number | undefined,
  ms: (ts: number) => number,
  untilMs: number,
  key: (frame: Frame) => string,
): [string, number][] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, { callFrame: Frame }>();
  const self = new Map<string, number>();
  let at = profile.args!.data!.startTime as number;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args!.data as {
      cpuProfile?: { nodes?: { id: number; callFrame: Frame }[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i];
      const frame = nodes.get(id)?.callFrame;
      if (!frame || ms(at) < 0 || ms(at) > untilMs || ['(idle)', '(program)', '(root)'].includes(frame.functionName))
        return;
      const name = key(frame);
      self.set(name, (self.get(name) ?? 0) + (timeDeltas[i + 1] ?? timeDeltas[i]) / 1000);
    });
  }
  return [...self].sort((a, b) => b[1] - a[1]);
}

export function printMainThread(title: string, lcpMs: number, ttiMs: number, summary: MainThreadSummary): void {
  console.log(
    `\n${title}: main thread up to the largest paint (${Math.round(lcpMs)} ms) or the last long task (${Math.round(ttiMs)} ms), whichever is later (one traced load), busy ${Math.round(summary.busyMs)} ms`,
  );
  for (const task of summary.tasks)
    console.log(
      `  ${String(Math.round(task.startMs)).padStart(5)} +${String(Math.round(task.durMs)).padStart(4)} ms  ${task.what}`,
    );
  console.log(
    '  JavaScript self time by script: ' +
      summary.scripts
        .slice(0, 8)
        .map((s) => `${s.script} ${Math.round(s.selfMs)}`)
        .join(', '),
  );
  console.log(
    '  by source: ' +
      summary.sources
        .slice(0, 16)
        .map((s) => `${s.source} ${Math.round(s.selfMs)}`)
        .join(', '),
  );
}
