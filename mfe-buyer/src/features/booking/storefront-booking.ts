// The booking form is the storefront's (docs/product.md §2.6, the booking modal); the wish list takes it
// from the storefront remote at run time instead of keeping a copy, so booking has one home.
import { getInstance } from '@module-federation/enhanced/runtime';
import type { Listing } from '@carmarket/shared-ui';
import type { ComponentType } from 'react';

/** What the storefront's exposed './BookingModal' renders: the car, and a close callback. */
export interface BookingModalProps {
  car: Pick<Listing, '_id' | 'name' | 'brand' | 'sale_price'>;
  onClose: () => void;
}

export const STOREFRONT_BOOKING_MODAL = 'storefront/BookingModal';

/**
 * Loads the storefront's booking modal through the page's Module Federation host: the instance
 * that registered the storefront remote (the shell's, from /config.json). This remote's own
 * instance is built without remote loading, and the host already knows where the storefront
 * lives and how to fetch it (its manifest and retry plugins).
 */
export async function loadStorefrontBookingModal(): Promise<{ default: ComponentType<BookingModalProps> }> {
  const host = getInstance((instance) => instance.options.remotes.some((remote) => remote.name === 'storefront'));
  if (!host) throw new Error('the storefront remote is not on this page');
  const exposed = await host.loadRemote<{ default?: ComponentType<BookingModalProps> }>(STOREFRONT_BOOKING_MODAL);
  if (!exposed?.default) throw new Error(`the storefront did not hand over ${STOREFRONT_BOOKING_MODAL}`);
  return { default: exposed.default };
}
