// Tables and PASS/FAIL lines of the shell bench.
import {
  duplicatedModules,
  groupOf,
  hasPaymentForm,
  hasReact,
  hasReactDom,
  hasStripe,
  isContainerEntry,
  packagesIn,
  type OriginNames,
} from './classify';
import type { ScriptLoad } from './record-scripts';

export interface Scenario {
  name: string;
  scripts: ScriptLoad[];
  requestedUrls: string[];
  /** Scripts whose body could not be read (so their bytes are missing from the totals). */
  unreadable: string[];
  /** The payment screen is the one place Stripe.js and the payment form may load. */
  paymentScreen?: boolean;
  /** When `scripts` is what one step added: everything the session loaded, for the once-only checks. */
  session?: ScriptLoad[];
}

export interface Check {
  scenario: string;
  what: string;
  pass: boolean;
  detail: string;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

export function printScenario(scenario: Scenario, origins: OriginNames, verbose: boolean): void {
  const groups = new Map<string, ScriptLoad[]>();
  for (const load of scenario.scripts) {
    const group = groupOf(load, origins);
    groups.set(group, [...(groups.get(group) ?? []), load]);
  }
  console.log(`\n${scenario.name}`);
  console.log(`  ${'from'.padEnd(12)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
  for (const [group, loads] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(
      `  ${group.padEnd(12)} ${String(loads.length).padStart(5)} ${kb(sum(loads, 'rawBytes'))} ${kb(sum(loads, 'gzipBytes'))}`,
    );
    if (verbose) {
      for (const load of loads) {
        const packages = packagesIn(load);
        console.log(`      ${kb(load.gzipBytes)}  ${load.file}${packages.length ? `  [${packages.join(', ')}]` : ''}`);
      }
    }
  }
  console.log(
    `  ${'total'.padEnd(12)} ${String(scenario.scripts.length).padStart(5)} ${kb(sum(scenario.scripts, 'rawBytes'))} ${kb(totalGzip(scenario))}`,
  );
  const entries = scenario.scripts.filter(isContainerEntry);
  if (entries.length > 0) {
    console.log(
      `  of which Module Federation container entries (main.js, remoteEntry.js): ${entries.length} files, ${kb(sum(entries, 'gzipBytes')).trim()} KB gzip`,
    );
  }
  if (scenario.unreadable.length > 0)
    console.log(`  bodies not readable (not counted): ${scenario.unreadable.join(', ')}`);
}

export function totalGzip(scenario: Scenario): number {
  return sum(scenario.scripts, 'gzipBytes');
}

/** React and react-dom each in exactly one chunk; Stripe and the payment form only on the payment screen. */
export function commonChecks(scenario: Scenario): Check[] {
  const complete: Check = {
    scenario: scenario.name,
    what: 'every script measured',
    pass: scenario.unreadable.length === 0,
    detail: scenario.unreadable.length
      ? `${scenario.unreadable.length} bodies unreadable`
      : `${scenario.scripts.length} scripts`,
  };
  const session = scenario.session ?? scenario.scripts;
  const reactChunks = session.filter(hasReact).map((load) => load.file);
  const reactDomChunks = session.filter(hasReactDom).map((load) => load.file);
  const stripeChunks = scenario.scripts
    .filter((load) => hasStripe(load) || hasPaymentForm(load))
    .map((load) => load.file);
  const duplicates = [...duplicatedModules(session)];
  const checks: Check[] = [
    {
      scenario: scenario.name,
      what: 'React loaded once',
      pass: reactChunks.length === 1 && reactDomChunks.length === 1,
      detail: `react in [${reactChunks.join(', ')}], react-dom in [${reactDomChunks.join(', ')}]`,
    },
    {
      scenario: scenario.name,
      what: 'no shared module loaded twice',
      pass: duplicates.length === 0,
      detail: duplicates.length
        ? duplicates.map(([module, chunks]) => `${module} in ${chunks.join(' + ')}`).join('; ')
        : 'none twice',
    },
  ];
  checks.unshift(complete);
  if (scenario.paymentScreen) {
    checks.push({
      scenario: scenario.name,
      what: 'the payment form loads here',
      pass: stripeChunks.length > 0,
      detail: `chunks with the payment form or Stripe: [${stripeChunks.join(', ') || 'none'}]`,
    });
  } else {
    checks.push({
      scenario: scenario.name,
      what: 'no Stripe.js or payment form off the payment screen',
      pass: stripeChunks.length === 0,
      detail: stripeChunks.length ? `loaded in [${stripeChunks.join(', ')}]` : 'none loaded',
    });
  }
  return checks;
}

export function printChecks(checks: Check[]): void {
  console.log('\nChecks');
  for (const check of checks) {
    console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.scenario}: ${check.what} (${check.detail})`);
  }
}

function sum(loads: ScriptLoad[], key: 'rawBytes' | 'gzipBytes'): number {
  return loads.reduce((total, load) => total + load[key], 0);
}
