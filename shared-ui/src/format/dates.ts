// Dates and times as every screen writes them: one locale, one time zone (./locale.ts), so the
// text does not depend on where it is rendered. Each takes an ISO string, a Date or epoch ms and
// gives '' for something that is not a date (a screen shows nothing rather than 'Invalid Date').
import { LOCALE, TIME_ZONE } from './locale';

export type DateInput = string | number | Date;

const formatter = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options });

const DAY = formatter({ year: 'numeric', month: 'short', day: 'numeric' });
const MONTH_DAY = formatter({ month: 'short', day: 'numeric' });
const MONTH = formatter({ year: 'numeric', month: 'short' });
const TIME = formatter({ hour: 'numeric', minute: '2-digit' });
const FULL = formatter({ dateStyle: 'medium', timeStyle: 'short' });
const DAY_KEY = formatter({ year: 'numeric', month: '2-digit', day: '2-digit' });
const YEAR = formatter({ year: 'numeric' });

function toDate(at: DateInput): Date | null {
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}

const using = (format: Intl.DateTimeFormat) => (at: DateInput) => {
  const date = toDate(at);
  return date ? format.format(date) : '';
};

/** 'Mar 3, 2025'. */
export const formatDay = using(DAY);
/** 'Nov 20' (a date of this year, or one a chart's axis already dates). */
export const formatMonthDay = using(MONTH_DAY);
/** 'Mar 2024'. */
export const formatMonth = using(MONTH);
/** 'Jun 12, 2:05 PM UTC': a moment someone acts by, with its zone (the server writes it so too). */
export { formatDateTime } from '@carmarket/stack-facts/reader-words';
/** 'Jun 2, 2024, 3:05 PM UTC': a moment in full, for a title or a screen reader. */
export const formatFullDateTime = (at: DateInput) => {
  const date = toDate(at);
  return date ? `${FULL.format(date)} ${TIME_ZONE}` : '';
};

/** When a message or a notification came, short: '3:05 PM' the same day as `now`, 'Jun 2' this year, 'Jun 2, 2024' before. */
export function formatWhen(at: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(at);
  const today = toDate(now);
  if (!date || !today) return '';
  if (DAY_KEY.format(date) === DAY_KEY.format(today)) return TIME.format(date);
  return (YEAR.format(date) === YEAR.format(today) ? MONTH_DAY : DAY).format(date);
}

const RELATIVE = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago (or how soon) `at` is from `now`, in whole units: '3 hours ago', 'yesterday',
 * 'in 2 days'; under a minute, 'just now'. A render passes its own `now` so that a server and a
 * browser, or a test, write the same words.
 */
export function formatRelative(at: DateInput, now: DateInput = Date.now()): string {
  const date = toDate(at);
  const from = toDate(now);
  if (!date || !from) return '';
  const seconds = (date.getTime() - from.getTime()) / 1000;
  const size = Math.abs(seconds);
  if (size < 60) return 'just now';
  let [unit, length] = STEPS[0];
  for (const step of STEPS) if (size >= step[1]) [unit, length] = step;
  return RELATIVE.format(Math.trunc(seconds / length), unit);
}
