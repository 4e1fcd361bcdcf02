// The filter bar's choices for the vehicle facts, each with how many cars it would show (the
// API's facet counts, which follow every other filter). Pure: the bar renders what this returns.
import type { FacetCount, Facets } from '../../api/listing-types';
import { mileage } from '@carmarket/shared-ui';
import { BODY_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from './labels';
import type { ListingFilters } from './filters';

export interface FacetOption {
  value: string;
  label: string;
  /** Cars this choice would show; undefined while the counts load. */
  count?: number;
}

/** 'Petrol (5)', or just 'Petrol' while the counts load. */
export const optionText = (option: FacetOption) =>
  option.count === undefined ? option.label : `${option.label} (${option.count})`;

const countsOf = (facet: FacetCount[] | undefined) =>
  facet ? new Map(facet.map((f) => [f.value, f.count])) : undefined;

/** Every value of a fixed list (fuel, transmission, body), 0 for one no car matches. */
function fixedOptions(labels: Record<string, string>, facet: FacetCount[] | undefined): FacetOption[] {
  const counts = countsOf(facet);
  return Object.entries(labels).map(([value, label]) => ({
    value,
    label,
    count: counts ? (counts.get(value) ?? 0) : undefined,
  }));
}

/** The values the API found (models, years, mileage caps), plus the chosen one should it have none left. */
function foundOptions(
  facet: FacetCount[] | undefined,
  chosen: string | undefined,
  label: (value: string) => string = String,
): FacetOption[] {
  const options: FacetOption[] = (facet ?? []).map((f) => ({ value: f.value, label: label(f.value), count: f.count }));
  if (chosen !== undefined && !options.some((o) => o.value === chosen))
    options.push({ value: chosen, label: label(chosen), count: facet ? 0 : undefined });
  return options;
}

/** Cars of the years in [from, to] (either end open), from the per-year counts. */
function yearsBetween(years: FacetCount[], from = -Infinity, to = Infinity): number {
  return years.filter((y) => Number(y.value) >= from && Number(y.value) <= to).reduce((sum, y) => sum + y.count, 0);
}

export interface VehicleOptions {
  model: FacetOption[];
  yearFrom: FacetOption[];
  yearTo: FacetOption[];
  mileageMax: FacetOption[];
  fuel: FacetOption[];
  transmission: FacetOption[];
  body: FacetOption[];
}

/**
 * The choices for each vehicle-fact filter. A year choice counts the cars its range would show
 * with the other end as chosen (the year facet ignores the year range itself); mileage caps
 * count cumulatively, as the API sends them.
 */
export function vehicleOptions(facets: Facets | undefined, filters: ListingFilters): VehicleOptions {
  const years = foundOptions(facets?.year, filters.yearFrom?.toString()).sort(
    (a, b) => Number(b.value) - Number(a.value),
  );
  const yearCount = (from?: number, to?: number) => (facets ? yearsBetween(facets.year, from, to) : undefined);
  return {
    model: foundOptions(facets?.model, filters.model).sort((a, b) => a.label.localeCompare(b.label)),
    yearFrom: years.map((y) => ({ ...y, count: yearCount(Number(y.value), filters.yearTo) })),
    yearTo: foundOptions(facets?.year, filters.yearTo?.toString())
      .sort((a, b) => Number(b.value) - Number(a.value))
      .map((y) => ({ ...y, count: yearCount(filters.yearFrom, Number(y.value)) })),
    mileageMax: foundOptions(
      facets?.mileage,
      filters.mileageMax?.toString(),
      (v) => `Up to ${mileage(Number(v))}`,
    ).sort((a, b) => Number(a.value) - Number(b.value)),
    fuel: fixedOptions(FUEL_LABELS, facets?.fuel),
    transmission: fixedOptions(TRANSMISSION_LABELS, facets?.transmission),
    body: fixedOptions(BODY_LABELS, facets?.body),
  };
}
