// The server writes dates and amounts in the web app's words: the same moment or amount reads the
// same in a notification, an e-mail and on the screen.
import * as screen from '../../../../shared-ui/src/format';
import { dollars, formatDateTime, wholeDollarsOfK } from './reader-words';

const MOMENTS = ['2026-11-29T21:58:36.845Z', '2026-01-02T00:05:00Z', '2027-06-12T14:05:00Z', Date.UTC(2025, 2, 3, 9)];

it('writes a moment as the screens do, with its zone and never as a timestamp', () => {
  for (const at of MOMENTS) expect(formatDateTime(at)).toBe(screen.formatDateTime(at));
  expect(formatDateTime('2026-11-29T21:58:36.845Z')).toBe('Nov 29, 9:58 PM UTC');
  expect(formatDateTime('not a date')).toBe('');
});

it('writes an amount charged as the payment page does', () => {
  for (const cents of [2_850_000, 99, 123_456_789]) expect(dollars(cents)).toBe(screen.dollars(cents));
  expect(dollars(2_850_000)).toBe('$28,500.00');
});

it('writes a price of the API (thousands of dollars) in whole dollars', () => {
  expect(wholeDollarsOfK(28.5)).toBe('$28,500');
  expect(wholeDollarsOfK(34.565)).toBe('$34,565');
  expect(wholeDollarsOfK(1250)).toBe('$1,250,000');
});
