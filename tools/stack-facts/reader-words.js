// The words a date or an amount is written in wherever a person reads it: every screen (through
// shared-ui's format module) and what the server writes (notifications, e-mail). One locale and one
// time zone, so the same moment reads the same on a server, in a test and in any reader's browser
// (a stored midnight-UTC date does not turn into the day before in America).

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
const WHOLE_USD = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
/** @type {Map<string, Intl.NumberFormat>} */
const byCurrency = new Map();

/** @param {string | number | Date} at */
function toDate(at) {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jun 12, 2:05 PM UTC': a moment someone acts by, with its zone ('' for something that is not a date). */
function formatDateTime(at) {
  const date = toDate(at);
  return date ? DATE_TIME.format(date) : '';
}

/** An amount in the currency's smallest unit, as a card is charged: 3450000, 'usd' -> '$34,500.00'. */
function dollars(cents, currency = 'usd') {
  const code = currency.toUpperCase();
  let format = byCurrency.get(code);
  if (!format) byCurrency.set(code, (format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code })));
  return format.format(cents / 100);
}

/** A price in the API's unit of thousands of dollars, in whole dollars: 28.5 -> '$28,500'. */
function wholeDollarsOfK(kDollars) {
  return WHOLE_USD.format(kDollars * 1000);
}

module.exports = { LOCALE, TIME_ZONE, formatDateTime, dollars, wholeDollarsOfK };
