import { marketCars } from './seed-market';
import { SEED_LISTINGS } from './seed.data';

it('no market car takes a seeded car’s name (a buyer finds a seeded car by its name)', () => {
  const seeded = new Set(SEED_LISTINGS.map((l) => l.name));
  const clashes = marketCars().filter((car) => seeded.has(car.name));
  expect(clashes.map((car) => car.name)).toEqual([]);
});
