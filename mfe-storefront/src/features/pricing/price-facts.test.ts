import { daysOnMarketText, dropText, lastDrop } from './price-facts';

const at = (day: number) => `2025-11-${String(day).padStart(2, '0')}T12:00:00.000Z`;

it('finds the last change when it was a drop, and words it for the buyer', () => {
  const drop = lastDrop([
    { price: 34, at: at(1) },
    { price: 32, at: at(10) },
    { price: 30, at: at(20) },
  ]);
  expect(drop).toEqual({ from: 32, to: 30, at: at(20) });
  expect(dropText(drop!)).toBe('Price dropped 2.0 k$ on Nov 20');
});

it('has no drop for a listed price alone or when the last change was a rise', () => {
  expect(lastDrop(undefined)).toBeUndefined();
  expect(lastDrop([{ price: 34, at: at(1) }])).toBeUndefined();
  expect(
    lastDrop([
      { price: 34, at: at(1) },
      { price: 30, at: at(5) },
      { price: 31.5, at: at(9) },
    ]),
  ).toBeUndefined();
});

it('counts days on market in words', () => {
  expect(daysOnMarketText(1)).toBe('1 day on market');
  expect(daysOnMarketText(21)).toBe('21 days on market');
});
