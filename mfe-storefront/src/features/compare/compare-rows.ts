// The rows of the compare table: one per thing a buyer weighs, each car's value as text, and
// whether the cars differ on it.
import type { ListingDetail } from '../../api/listing-types';
import { listingFacts } from '../listing/facts';
import { aboutMonthly } from '../payments/monthly';
import { kDollars } from '@carmarket/shared-ui/widgets';

export interface CompareRow {
  label: string;
  /** Per car, in column order; null for a car no longer listed. */
  values: (string | null)[];
  /** The cars still listed do not all read the same. */
  differs: boolean;
}

const MISSING = '—';
// Every fact listingFacts may give, in its order, so a fact one seller left out still has its row.
const FACT_LABELS = [
  'Year',
  'Mileage',
  'Model',
  'Fuel',
  'Transmission',
  'Body',
  'Condition',
  'Used',
  'Location',
  'VIN',
];

/** The deal row's text for a car not rated yet. */
export const NOT_RATED = 'Not rated yet';
const dealOf = (l: ListingDetail) => l.rating?.label ?? l.dealRating ?? NOT_RATED;

const LINES: { label: string; value: (l: ListingDetail) => string }[] = [
  { label: 'Price', value: (l) => kDollars(l.sale_price) },
  { label: 'Monthly estimate', value: (l) => aboutMonthly(l.sale_price) },
  { label: 'Deal rating', value: dealOf },
  { label: 'Availability', value: (l) => (l.isSold ? 'Booked' : 'Available') },
  ...FACT_LABELS.map((label) => ({
    label,
    value: (l: ListingDetail) => listingFacts(l).find((f) => f.label === label)?.value ?? MISSING,
  })),
  { label: 'Seller', value: (l) => l.seller.name },
  { label: 'Verification', value: (l) => (l.seller.isVerified ? 'Verified seller' : 'Not verified yet') },
  // Distance from the buyer's ZIP belongs here once listings carry their ZIP and the search takes one.
];

/** The table's rows for these columns (null: a car no longer listed). */
export function compareRows(cars: readonly (ListingDetail | null)[]): CompareRow[] {
  return LINES.map(({ label, value }) => {
    const values = cars.map((car) => (car ? value(car) : null));
    const listed = values.filter((v): v is string => v !== null);
    return { label, values, differs: new Set(listed).size > 1 };
  });
}

/** The label of the deal-rating row (its cells show a badge). */
export const DEAL_ROW = 'Deal rating';
