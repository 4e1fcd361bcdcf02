// The price analysis view is the storefront's (one implementation); the seller's form
// takes it from the storefront remote at run time instead of keeping a copy.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { PriceAnalysisView } from '@carmarket/shared-ui';
import type { ComponentType } from 'react';

/** What the storefront's exposed './PriceAnalysis' renders. */
export interface PriceAnalysisProps {
  analysis: PriceAnalysisView;
  openComparablesInNewTab?: boolean;
}

export const STOREFRONT_PRICE_ANALYSIS = 'storefront/PriceAnalysis';

/**
 * Loads the view through the page's Module Federation host, the instance that registered the
 * storefront remote (the shell's, from /config.json): this remote's own instance is built without
 * remote loading (decision 0008), and the host already knows where the storefront lives and how
 * to fetch it (its manifest and retry plugins), as the buyer's wish list does for the booking form.
 */
export async function loadStorefrontPriceAnalysis(): Promise<{ default: ComponentType<PriceAnalysisProps> }> {
  const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'storefront'));
  if (!host) throw new Error('the storefront remote is not on this page');
  const exposed = await host.loadRemote<{ default?: ComponentType<PriceAnalysisProps> }>(STOREFRONT_PRICE_ANALYSIS);
  if (!exposed?.default) throw new Error(`the storefront did not hand over ${STOREFRONT_PRICE_ANALYSIS}`);
  return { default: exposed.default };
}
