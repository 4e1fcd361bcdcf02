import { comparePath, useCompareList } from './compare-list';

const car = (n: number) => ({ id: `5eed000000000000000000${n}0`, name: `Car ${n}`, brand: 'Kia', image: '/x.svg' });

beforeEach(() => useCompareList.getState().clear());

it('picks up to four cars, refuses a fifth without changing anything, and unpicks', () => {
  const { toggle } = useCompareList.getState();
  expect([1, 2, 3, 4].map((n) => toggle(car(n)))).toEqual(['added', 'added', 'added', 'added']);
  expect(toggle(car(5))).toBe('full');
  expect(useCompareList.getState().cars.map((c) => c.name)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 4']);
  expect(toggle(car(2))).toBe('removed');
  expect(toggle(car(5))).toBe('added');
  expect(comparePath(useCompareList.getState().cars.map((c) => c.id))).toBe(
    `/compare?ids=${[1, 3, 4, 5].map((n) => car(n).id).join(',')}`,
  );
});

it('keeps the choice on the device, so it survives a reload', () => {
  useCompareList.getState().toggle(car(1));
  useCompareList.getState().toggle(car(2));
  useCompareList.getState().remove(car(1).id);
  expect(JSON.parse(localStorage.getItem('carmarket.compare')!)).toEqual([car(2)]);
});
