// Preloaded by bench.ts under BENCH_CPU_PROFILE: an API process (a cluster worker too) exits
// normally on SIGTERM, so node --cpu-prof writes its profile. The cluster's primary keeps its own
// handler, which stops the workers first.
if (!require('node:cluster').isPrimary || !process.env.API_INSTANCES || process.env.API_INSTANCES === '1') {
  process.once('SIGTERM', () => process.exit(0));
}
