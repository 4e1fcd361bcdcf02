// The first page's API reads, asked for by the shell's entry (early-reads.ts), handed to
// shared-ui's prefetch where the route loader and the page take them as their own reads.
import { adoptPrefetch } from '@carmarket/shared-ui';
import { takeFirstPageReads } from './first-page-reads';

/** Call once the runtime config is set: the reads then go on as shared-ui's own prefetches. */
export async function adoptFirstPageReads(): Promise<void> {
  const { reads } = await takeFirstPageReads();
  for (const [path, response] of reads) adoptPrefetch(path, response);
}
