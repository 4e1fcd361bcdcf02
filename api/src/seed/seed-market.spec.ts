import { marketCars } from './seed-market';
import { SEED_LISTINGS } from './seed.data';

it('no market car’s name holds a seeded car’s name (a buyer finds a seeded car by its name)', () => {
  const seeded = SEED_LISTINGS.map((l) => l.name);
  const clashes = marketCars().filter((car) => seeded.some((name) => car.name.includes(name)));
  expect(clashes.map((car) => car.name)).toEqual([]);
});
