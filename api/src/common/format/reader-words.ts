// Dates and amounts in what the server writes for people (notifications, e-mail), in the words the
// web app's format module (shared-ui/src/format) uses: one locale, one time zone, so a notice reads
// as the screen does ('Jun 12, 2:05 PM UTC', '$28,500.00'). The API cannot import that module (it
// ships TypeScript for the browsers' build); a test holds both to the same words.
const LOCALE = 'en-US';
const TIME_ZONE = 'UTC';

const DATE_TIME = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const USD = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });
const WHOLE_USD = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 'Jun 12, 2:05 PM UTC': a moment someone acts by, with its zone. */
export function formatDateTime(at: Date | string | number): string {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}

/** An amount charged, in the currency's smallest unit: 2850000 -> '$28,500.00'. */
export function dollars(cents: number): string {
  return USD.format(cents / 100);
}

/** A price in the API's unit of thousands of dollars, in whole dollars: 28.5 -> '$28,500'. */
export function wholeDollarsOfK(kDollars: number): string {
  return WHOLE_USD.format(kDollars * 1000);
}
