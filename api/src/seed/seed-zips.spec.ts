import { lookup } from 'zipcodes';
import { seedZipOf, SEEDED_CITIES } from './seed-zips';
import { SEED_LISTINGS } from './seed.data';
import { marketCars } from './seed-market';

describe('seed ZIP codes', () => {
  it.each(SEEDED_CITIES)('%s gets a ZIP code of that city in the offline table', (location) => {
    const [city, state] = location.split(', ');
    expect(lookup(seedZipOf(location))).toMatchObject({ city, state });
  });

  it('every seeded car is in a city with a ZIP code', () => {
    for (const { location } of [...SEED_LISTINGS, ...marketCars()]) expect(() => seedZipOf(location)).not.toThrow();
  });
});
