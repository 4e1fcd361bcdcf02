// Sums up a .cpuprofile written by `BENCH_CPU_PROFILE=<dir> npm run bench -w api`: where the API
// process spent its CPU, by package (or our own source folder) and by function: self time, and by
// package also with everything it calls (inclusive).
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [top N]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** 'fastify', '@nestjs/core', 'api/src/auth', 'node:internal', '(garbage collector)', ... */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const own = /\/api\/(dist|src)\/((?:[^/]+\/)?[^/]+)/.exec(url);
  return own ? `api/${own[2].replace(/\.js$/, '')}` : url;
}

function main(): void {
  const [file, top = '25'] = process.argv.slice(2);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inclusive = new Map<string, number>();
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id)!;
    const us = profile.timeDeltas[i] ?? 0;
    if (callFrame.functionName === '(idle)') return;
    total += us;
    const area = areaOf(callFrame.url, callFrame.functionName);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)!.callFrame;
      onStack.add(areaOf(frame.url, frame.functionName));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    areas.set(area, (areas.get(area) ?? 0) + us);
    const name = `${callFrame.functionName || '(anonymous)'} ${area}:${callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  });
  const print = (title: string, entries: Map<string, number>) => {
    console.log(`\n${title} (self time, % of ${(total / 1000).toFixed(0)} ms busy)`);
    for (const [name, us] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
      console.log(`${((100 * us) / total).toFixed(1).padStart(6)} %  ${name}`);
    }
  };
  print('By area', areas);
  print('By area, with what it calls (inclusive)', inclusive);
  print('By function', functions);
}

if (require.main === module) main();
