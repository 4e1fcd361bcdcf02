// The one home of how numbers, prices and dates read on every screen.
export { LOCALE, TIME_ZONE } from './locale';
export { kDollars, dollars } from './money';
export { mileage, mileageCompact, milesAway, yearsUsed, percent } from './numbers';
// What a car is in one line ("2023 Tesla Model 3 Long Range · 34,800 mi"): shared with the API's e-mails.
export { carTitle, carLine, type CarFacts } from '@carmarket/stack-facts/car-title';
export {
  formatDay,
  formatMonthDay,
  formatMonth,
  formatDateTime,
  formatFullDateTime,
  formatWhen,
  formatRelative,
  type DateInput,
} from './dates';
