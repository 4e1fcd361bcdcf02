// The words a moment or an amount is written in, on every screen and in what the server writes.
const { dollars, formatDateTime, wholeDollarsOfK } = require('../reader-words');

it('writes a moment with its zone, never as a timestamp, and nothing for what is not a date', () => {
  expect(formatDateTime('2026-11-29T21:58:36.845Z')).toBe('Nov 29, 9:58 PM UTC');
  expect(formatDateTime(new Date('2026-01-02T00:05:00Z'))).toBe('Jan 2, 12:05 AM UTC');
  expect(formatDateTime(Date.UTC(2025, 2, 3, 9))).toBe('Mar 3, 9:00 AM UTC');
  expect(formatDateTime('not a date')).toBe('');
});

it('writes an amount charged as the payment page does', () => {
  expect(dollars(2_850_000)).toBe('$28,500.00');
  expect(dollars(99)).toBe('$0.99');
  expect(dollars(123_456, 'eur')).toBe('€1,234.56');
});

it('writes a price of the API (thousands of dollars) in whole dollars', () => {
  expect(wholeDollarsOfK(28.5)).toBe('$28,500');
  expect(wholeDollarsOfK(34.565)).toBe('$34,565');
  expect(wholeDollarsOfK(1250)).toBe('$1,250,000');
});
