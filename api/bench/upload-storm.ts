// The upload storm (decision 0050): ten decompression bombs (7000×7000 AVIFs of about a kilobyte
// and a half) posted at once to one listing, round after round for BENCH_STORM_MS, while this
// process asks GET /health one request at a time; then the same storm of files that are not images
// at all (refused at the first look), for comparison. Prints /health p50/p99 idle, during each
// storm, what the uploads were answered, and the API process's peak resident memory (VmHWM).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const STORM_MS = Number(process.env.BENCH_STORM_MS ?? 5000);
const AT_ONCE = 10;

const peakRssMb = (pid: number) => {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round(kb / 1024);
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const answers = (statuses: Map<number, number>) => [...statuses].map(([status, n]) => `${n}× ${status}`).join(', ');

async function timedHealth(apiUrl: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${apiUrl}/health`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET /health answered ${res.status} during the storm`);
  return performance.now() - start;
}

/** Posts `file` AT_ONCE at a time for STORM_MS, sampling /health meanwhile. */
async function storm(apiUrl: string, sellerToken: string, listingId: string, file: Buffer) {
  const post = async () => {
    const form = new FormData();
    form.append('photos', new Blob([file], { type: 'image/avif' }), 'bomb.avif');
    const res = await fetch(`${apiUrl}/listings/${listingId}/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sellerToken}` },
      body: form,
    });
    await res.arrayBuffer();
    return res.status;
  };
  const statuses = new Map<number, number>();
  let storming = true;
  const rounds = (async () => {
    const end = Date.now() + STORM_MS;
    while (Date.now() < end) {
      for (const status of await Promise.all(Array.from({ length: AT_ONCE }, post)))
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    storming = false;
  })();
  const health: number[] = [];
  while (storming) health.push(await timedHealth(apiUrl));
  await rounds;
  return { statuses, health };
}

export async function uploadStorm(apiUrl: string, apiPid: number, sellerToken: string, listingId: string) {
  const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2a7ab0' } })
    .avif({ effort: 0 })
    .toBuffer();
  const idle: number[] = [];
  for (let i = 0; i < 200; i++) idle.push(await timedHealth(apiUrl));
  const peakBefore = peakRssMb(apiPid);
  const bombs = await storm(apiUrl, sellerToken, listingId, bomb);
  const peakAfterBombs = peakRssMb(apiPid);
  const junk = await storm(apiUrl, sellerToken, listingId, Buffer.alloc(bomb.length, 7));

  const ms = (v: number) => v.toFixed(1);
  const line = (label: string, samples: number[]) =>
    `  GET /health ${label} p50 ${ms(percentile(samples, 50))} ms, p99 ${ms(percentile(samples, 99))} ms (${samples.length} samples, every one 200)`;
  console.log(
    `\nupload storm: ${AT_ONCE} bombs at once (${bomb.length}-byte AVIF claiming 7000×7000), round after round for ${STORM_MS} ms`,
  );
  console.log(`  bombs answered: ${answers(bombs.statuses)} (none may be 201)`);
  console.log(`  ${AT_ONCE} non-images at once answered: ${answers(junk.statuses)}`);
  console.log(line('idle:             ', idle));
  console.log(line('during bombs:     ', bombs.health));
  console.log(line('during non-images:', junk.health));
  console.log(
    `  API process peak memory (VmHWM): ${peakBefore} MB before, ${peakAfterBombs} MB after the bombs, ${peakRssMb(apiPid)} MB at the end`,
  );
}
