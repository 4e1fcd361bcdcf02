// A listing as the API sends it (shared-ui's Listing), with a test's own details on top.
import type { Listing } from '../src/api-types';

export function aListing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: '665f1c2a9b1e4a0012340001',
    name: 'Model 3 Long Range',
    brand: 'Tesla',
    image: '/static/cars/sedan-red.svg',
    category_id: 1,
    poste_date: '2025-06-01T00:00:00.000Z',
    original_price: 52,
    sale_price: 34.5,
    used: 3,
    location: 'Austin, TX',
    condition: 'excellent',
    desc: 'Dual-motor AWD.',
    sellerName: 'Sam Carter Motors',
    isVerified: true,
    isSold: false,
    isPaid: false,
    status: 'available',
    isReported: false,
    isAdvertised: false,
    ...overrides,
  };
}
