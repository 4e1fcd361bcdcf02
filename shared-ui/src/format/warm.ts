import { LOCALE, TIME_ZONE } from './locale';

/**
 * Makes V8 load the locale's ICU data now (~10-15 ms on a laptop, ~50-60 ms on a phone), for an
 * entry that waits anyway: the first render that writes a price or a date then does not pay it.
 */
export function warmFormats(): void {
  new Intl.NumberFormat(LOCALE).format(1.5);
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE }).format(0);
}
