import { priceCheckPath } from './price-check-query';

const typed = { brand: 'Tesla', model: 'Model 3', year: '2021', mileage: '30000', price: '36' };

it('asks nothing until every value is there and valid', () => {
  expect(priceCheckPath({ ...typed, mileage: '' })).toBeNull();
  expect(priceCheckPath({ ...typed, year: '1800' })).toBeNull();
});

it('in the Edit form, names the listing so the check leaves it out of its own comparables', () => {
  expect(priceCheckPath(typed)).toBe('/price-check?brand=Tesla&model=Model+3&year=2021&mileage=30000&price=36');
  expect(priceCheckPath({ ...typed, listingId: '5eed00000000000000000042' })).toBe(
    '/price-check?brand=Tesla&model=Model+3&year=2021&mileage=30000&price=36&listingId=5eed00000000000000000042',
  );
});
