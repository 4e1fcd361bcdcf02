import { kDollars } from '../../widgets/k-dollars';

it('writes k$ amounts with at most two decimals, rounded half away from zero', () => {
  expect(kDollars(34.5)).toBe('34.5 k$');
  expect(kDollars(52)).toBe('52 k$');
  expect(kDollars(34.565)).toBe('34.57 k$');
  expect(kDollars(34.5649)).toBe('34.56 k$');
  expect(kDollars(20.1)).toBe('20.1 k$');
  expect(kDollars(1250)).toBe('1,250 k$');
});

it('writes an original price with a capital K', () => {
  expect(kDollars(66, 'K$')).toBe('66 K$');
});
