// The one home of how numbers, prices and dates read on every screen.
export { LOCALE, TIME_ZONE } from './locale';
export { kDollars, dollars } from './money';
export { mileage, mileageCompact, milesAway, yearsUsed, percent } from './numbers';
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
