import { aListing } from '@carmarket/shared-ui/test/fixtures';
import type { ListingDetail } from '../../api/listing-types';
import { listingFacts } from './facts';

const SELLER = {
  _id: 's1',
  name: 'Sam Carter Motors',
  isVerified: true,
  memberSince: '2024-03-01T00:00:00.000Z',
  activeListings: 3,
  reviewCount: 0,
};
const detail = (extra: Partial<ListingDetail> = {}): ListingDetail => ({
  ...aListing({ condition: 'good', used: 3, location: 'Austin, TX' }),
  photos: [],
  seller: SELLER,
  priceHistory: [],
  daysOnMarket: 0,
  ...extra,
});

it('lists every fact a buyer decides on, as people read them', () => {
  const facts = listingFacts(
    detail({
      year: 2021,
      mileage: 42000,
      model: 'Model Y',
      fuel: 'electric',
      transmission: 'automatic',
      body: 'suv',
      vin: '5YJYGDEE1MF000001',
    }),
  );
  expect(facts).toEqual([
    { label: 'Year', value: '2021' },
    { label: 'Mileage', value: '42,000 mi' },
    { label: 'Model', value: 'Model Y' },
    { label: 'Fuel', value: 'Electric' },
    { label: 'Transmission', value: 'Automatic' },
    { label: 'Body', value: 'SUV' },
    { label: 'Condition', value: 'Good' },
    { label: 'Used', value: '3 years' },
    { label: 'Location', value: 'Austin, TX' },
    { label: 'VIN', value: '5YJYGDEE1MF000001' },
  ]);
});

it('leaves out the optional facts the seller did not give, rather than showing them empty', () => {
  expect(listingFacts(detail()).map((f) => f.label)).toEqual(['Condition', 'Used', 'Location']);
  expect(listingFacts(detail({ mileage: 0, fuel: 'diesel' })).map((f) => `${f.label}: ${f.value}`)).toEqual([
    'Mileage: 0 mi',
    'Fuel: Diesel',
    'Condition: Good',
    'Used: 3 years',
    'Location: Austin, TX',
  ]);
});

test("the location says how far the car is from the buyer's ZIP when that is known", () => {
  expect(listingFacts(detail(), 23).find((f) => f.label === 'Location')).toEqual({
    label: 'Location',
    value: 'Austin, TX · 23 mi away',
  });
});
