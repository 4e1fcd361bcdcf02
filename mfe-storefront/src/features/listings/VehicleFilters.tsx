import { Field, Select } from '@carmarket/shared-ui/widgets';
import type { Facets } from '../../api/listing-types';
import { optionText, vehicleOptions, type FacetOption } from './facet-options';
import type { ListingFilters } from './filters';

type FactFilter = 'model' | 'yearFrom' | 'yearTo' | 'mileageMax' | 'fuel' | 'transmission' | 'body';
const NUMERIC = new Set<FactFilter>(['yearFrom', 'yearTo', 'mileageMax']);

const FIELDS: readonly { key: FactFilter; label: string }[] = [
  { key: 'model', label: 'Model' },
  { key: 'yearFrom', label: 'Year from' },
  { key: 'yearTo', label: 'Year to' },
  { key: 'mileageMax', label: 'Mileage' },
  { key: 'fuel', label: 'Fuel' },
  { key: 'transmission', label: 'Transmission' },
  { key: 'body', label: 'Body' },
];

export interface VehicleFiltersProps {
  filters: ListingFilters;
  /** The facet counts for `filters`; undefined while they load (the choices show without counts). */
  facets: Facets | undefined;
  onChoose: (choice: Partial<ListingFilters>) => void;
}

/** Model, year range, mileage cap, fuel, transmission and body; each choice shows its count and applies at once. */
export function VehicleFilters({ filters, facets, onChoose }: VehicleFiltersProps) {
  const options = vehicleOptions(facets, filters);
  const choose = (key: FactFilter, value: string) => {
    const parsed = value === '' ? undefined : NUMERIC.has(key) ? Number(value) : value;
    onChoose({ [key]: parsed } as Partial<ListingFilters>);
  };
  return (
    <>
      {FIELDS.map(({ key, label }) => {
        const chosen = filters[key] === undefined ? '' : String(filters[key]);
        return (
          <Field key={key} label={label}>
            <Select name={key} value={chosen} onChange={(e) => choose(key, e.target.value)}>
              <option value="">Any</option>
              {options[key].map((option: FacetOption) => (
                // A choice no car matches stays visible (the counts explain the empty list) but cannot be picked.
                <option
                  key={option.value}
                  value={option.value}
                  disabled={option.count === 0 && option.value !== chosen}
                >
                  {optionText(option)}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
    </>
  );
}
