// Where the entry leaves the first page's early API reads (early-reads.ts, a chunk of its own so
// that `/`, which has none, does not download it) for the bootstrap to hand to shared-ui.
export interface FirstPageReads {
  reads: [path: string, response: Promise<Response>][];
}

const NONE: FirstPageReads = { reads: [] };
let reads: Promise<FirstPageReads> = Promise.resolve(NONE);

export function setFirstPageReads(started: Promise<FirstPageReads>): void {
  reads = started.catch(() => NONE);
}

/** The reads started (path and response), once; none when none were. */
export function takeFirstPageReads(): Promise<FirstPageReads> {
  const taken = reads;
  reads = Promise.resolve(NONE);
  return taken;
}
