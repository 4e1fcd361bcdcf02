// `npm run bench -w shell -- --lighthouse`: Lighthouse's scores with its default (mobile) settings
// for `/` and a car's page, drawn on the server and drawn in the browser (the shell's server with
// and without the render server), in turns. Lighthouse is run through its CLI in Debian's Chromium
// (CHROME_PATH, which its chrome-launcher reads), headless, with the flags the other benches use.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { printTable } from '../../api/bench/bench-listings';
import type { Check } from './report';
import type { Build } from './vitals-table';

const TARGET_PERFORMANCE = 95;
const TARGET_SEO = 100;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

interface Scores {
  performance: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The SEO audits that did not pass, by id. */
  seoFailures: string[];
}

interface LighthouseResult {
  categories: Record<'performance' | 'seo', { score: number; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

/** One Lighthouse run of `url`: the scores out of 100 and the metrics behind the performance score. */
function lighthouse(url: string): Promise<Scores> {
  const args = [
    'lighthouse',
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,seo',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  return new Promise((done, fail) =>
    execFile(
      'npx',
      ['--no', ...args],
      {
        cwd: join(__dirname, '..'),
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) return fail(new Error(`lighthouse ${url}: ${error.message}\n${stderr}`));
        const result = JSON.parse(stdout) as LighthouseResult;
        const score = (name: 'performance' | 'seo') => Math.round(result.categories[name].score * 100);
        const audit = (id: string) => result.audits[id]?.numericValue ?? NaN;
        done({
          performance: score('performance'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          seoFailures: result.categories.seo.auditRefs
            .map(({ id }) => ({ id, audit: result.audits[id] }))
            .filter(({ audit }) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
            .map(({ id }) => id),
        });
      },
    ),
  );
}

const median = (values: number[]) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each page with each build, `runs` times, builds in turns run by run; the median run of each. */
export async function measureLighthouse(
  shellUrl: string,
  pages: { label: string; path: string }[],
  builds: Build[],
  runs: number,
): Promise<Check[]> {
  const results = new Map<string, Scores[]>();
  for (let run = 0; run < runs; run++) {
    for (const build of builds) {
      await build.use();
      for (const page of pages) {
        const key = `${page.label}\0${build.label}`;
        results.set(key, [...(results.get(key) ?? []), await lighthouse(new URL(page.path, shellUrl).href)]);
      }
    }
  }
  console.log(`\nLighthouse 12.2 (mobile: its default settings, simulated throttling), median of ${runs}:`);
  const rows: string[][] = [];
  const checks: Check[] = [];
  for (const page of pages) {
    for (const build of builds) {
      const all = results.get(`${page.label}\0${build.label}`)!;
      const performance = median(all.map((s) => s.performance));
      const seo = median(all.map((s) => s.seo));
      const failures = [...new Set(all.flatMap((s) => s.seoFailures))];
      rows.push([
        page.label,
        build.label,
        String(performance),
        String(seo),
        (median(all.map((s) => s.lcpMs)) / 1000).toFixed(2),
        median(all.map((s) => s.tbtMs)).toFixed(0),
        median(all.map((s) => s.cls)).toFixed(3),
        failures.join(', ') || '-',
      ]);
      if (build === builds[0])
        checks.push(
          {
            scenario: `${page.label} [${build.label}] (Lighthouse, mobile)`,
            what: `performance >= ${TARGET_PERFORMANCE}`,
            pass: performance >= TARGET_PERFORMANCE,
            detail: String(performance),
          },
          {
            scenario: `${page.label} [${build.label}] (Lighthouse, mobile)`,
            what: `SEO ${TARGET_SEO}`,
            pass: seo >= TARGET_SEO,
            detail: failures.length ? `${seo}: ${failures.join(', ')}` : String(seo),
          },
        );
    }
  }
  printTable(['page', 'drawn', 'performance', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'SEO audits failed'], rows);
  return checks;
}
