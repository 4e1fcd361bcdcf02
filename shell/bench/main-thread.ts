// Where the main thread's time goes before the largest paint, from a Chromium performance trace of
// one throttled load (`npm run bench -w shell -- --profile`): its tasks of 20 ms or more (what
// each mostly did: a script's evaluation, React's work in a script, style, layout, paint) and the
// JavaScript self time per script from the trace's CPU samples. A traced load runs slower than
// an untraced one (the sampler costs CPU too), so it is printed beside the medians, never in them.
/** Trace categories: the timeline's tasks and events, and V8's CPU samples. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-v8.cpu_profiler'];

const LONG_TASK_MS = 20;
/** The events a task's time is told by; the rest is React's and the browser's glue. */
const TOLD = ['EvaluateScript', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'MajorGC', 'MinorGC'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, any> };
}

export interface MainThreadSummary {
  busyMs: number;
  tasks: { startMs: number; durMs: number; what: string }[];
  scripts: { script: string; selfMs: number }[];
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || url;

export function summariseMainThread(events: TraceEvent[], pageUrl: string, untilMs: number): MainThreadSummary {
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === pageUrl);
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error(`No navigation to ${pageUrl} in the trace`);
  const { pid } = navigation;
  const mainTid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')?.tid;
  const ms = (ts: number) => (ts - navigation.ts) / 1000;
  const onMain = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && ms(e.ts) <= untilMs);
  const summary: MainThreadSummary = { busyMs: 0, tasks: [], scripts: [] };
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
    const what = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([key, d]) => `${key} ${Math.round(d)}`).join(', ');
    summary.tasks.push({ startMs: ms(task.ts), durMs: task.dur! / 1000, what });
  }
  summary.scripts = scriptSelfTimes(events, pid, mainTid, ms, untilMs);
  return summary;
}

/** JavaScript self time per script up to `untilMs`, from the main thread's CPU samples. */
function scriptSelfTimes(events: TraceEvent[], pid: number, tid: number | undefined, ms: (ts: number) => number, untilMs: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const nodes = new Map<number, { callFrame: { functionName: string; url?: string } }>();
  const self = new Map<string, number>();
  let at = profile.args!.data!.startTime as number;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args!.data as { cpuProfile?: { nodes?: any[]; samples?: number[] }; timeDeltas?: number[] };
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i];
      const frame = nodes.get(id)?.callFrame;
      if (!frame || ms(at) < 0 || ms(at) > untilMs || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
      const script = frame.url ? shortUrl(frame.url) : frame.functionName;
      self.set(script, (self.get(script) ?? 0) + (timeDeltas[i + 1] ?? timeDeltas[i]) / 1000);
    });
  }
  return [...self].map(([script, selfMs]) => ({ script, selfMs })).sort((a, b) => b.selfMs - a.selfMs);
}

export function printMainThread(title: string, lcpMs: number, summary: MainThreadSummary): void {
  console.log(`\n${title}: main thread up to the largest paint (${Math.round(lcpMs)} ms, one traced load), busy ${Math.round(summary.busyMs)} ms`);
  for (const task of summary.tasks) console.log(`  ${String(Math.round(task.startMs)).padStart(5)} +${String(Math.round(task.durMs)).padStart(4)} ms  ${task.what}`);
  console.log('  JavaScript self time by script: ' + summary.scripts.slice(0, 8).map((s) => `${s.script} ${Math.round(s.selfMs)}`).join(', '));
}
