import { priceCheckQuery } from './price-check-query';

const typed = { brand: 'Tesla', model: 'Model 3', year: '2021', mileage: '30000', price: '36' };

it('asks nothing until every value is there and valid', () => {
  expect(priceCheckQuery({ ...typed, mileage: '' })).toBeNull();
  expect(priceCheckQuery({ ...typed, year: '1800' })).toBeNull();
});

it('in the Edit form, names the listing so the check leaves it out of its own comparables', () => {
  const asked = { brand: 'Tesla', model: 'Model 3', year: 2021, mileage: 30000, price: 36 };
  expect(priceCheckQuery(typed)).toEqual(asked);
  expect(priceCheckQuery({ ...typed, listingId: '5eed00000000000000000042' })).toEqual({
    ...asked,
    listingId: '5eed00000000000000000042',
  });
});
