// The sitemap at growing catalogue sizes (decision 0057): the index and every file it names, read
// as a crawler reads them, with the bytes and URLs sent, the time taken and the API process's peak
// resident memory (VmHWM) after each size. Streamed from a cursor, the peak stays flat while the
// bytes grow with the listings.
import { readFileSync } from 'node:fs';

const peakRssMb = (pid: number) => {
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round(kb / 1024);
};

/** Reads a body to its end without keeping it: its size and how many <url> entries it holds. */
async function drain(url: string): Promise<{ bytes: number; urls: number }> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  // Shorter than '<url>', so it never holds a whole one (no double count) yet joins one split across chunks.
  let carry = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    const text = carry + decoder.decode(chunk, { stream: true });
    urls += text.split('<url>').length - 1;
    carry = text.slice(-4);
  }
  return { bytes, urls };
}

export interface SitemapRow {
  listings: number;
  files: number;
  urls: number;
  bytes: number;
  ms: number;
  peakRssMb: number;
}

/** The whole sitemap once, as the API on `apiUrl` (process `pid`) serves it now. */
export async function readSitemap(apiUrl: string, pid: number, listings: number): Promise<SitemapRow> {
  const start = performance.now();
  const index = await fetch(`${apiUrl}/sitemap.xml`).then((r) => r.text());
  const files = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
  let bytes = Buffer.byteLength(index);
  let urls = 0;
  for (const file of files) {
    const read = await drain(`${apiUrl}${file}`);
    bytes += read.bytes;
    urls += read.urls;
  }
  return {
    listings,
    files: files.length,
    urls,
    bytes,
    ms: Math.round(performance.now() - start),
    peakRssMb: peakRssMb(pid),
  };
}

export function printSitemapRows(rows: SitemapRow[]): void {
  console.log('\nSitemap (GET /sitemap.xml and every file it names, read to the end; API peak RSS after each size)');
  console.log('listings | files | URLs    | bytes sent  | time (ms) | API peak RSS (MB)');
  for (const r of rows)
    console.log(
      `${String(r.listings).padEnd(8)} | ${String(r.files).padEnd(5)} | ${String(r.urls).padEnd(7)} | ${String(r.bytes).padEnd(11)} | ${String(r.ms).padEnd(9)} | ${r.peakRssMb}`,
    );
  if (rows.length > 1) {
    const [first, last] = [rows[0], rows[rows.length - 1]];
    console.log(
      `bytes ×${(last.bytes / first.bytes).toFixed(1)}, peak RSS ×${(last.peakRssMb / first.peakRssMb).toFixed(2)} (${first.listings} → ${last.listings} listings)`,
    );
  }
}
