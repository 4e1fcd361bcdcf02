// Module Federation's runtime as the remotes' tests see it: a host that registered the storefront
// remote and answers 'storefront/<exposed>' with that module of the storefront's own source, so a
// remote's tests run the real booking modal (buyer) or price analysis view (seller). Only the
// network transport of a remote is left out.
const STOREFRONT_EXPOSES: Record<string, () => Promise<unknown>> = {
  'storefront/BookingModal': () => import('../../mfe-storefront/src/features/booking/BookingModal'),
  'storefront/PriceAnalysis': () => import('../../mfe-storefront/src/features/pricing/PriceAnalysis'),
};

/** A test sets `reachable = false` to see a remote's screens cope with the storefront down. */
export const storefront = { reachable: true };

const host = {
  options: { remotes: [{ name: 'storefront', entry: 'http://storefront.test/mf-manifest.json' }] },
  loadRemote: (id: string) => {
    const load = STOREFRONT_EXPOSES[id];
    if (!storefront.reachable) return Promise.reject(new Error('Failed to fetch the storefront manifest'));
    if (!load) return Promise.reject(new Error(`the storefront exposes no ${id}`));
    return load();
  },
};

type Instance = typeof host;

export function getInstance(finder?: (instance: Instance) => boolean): Instance | null {
  return !finder || finder(host) ? host : null;
}
