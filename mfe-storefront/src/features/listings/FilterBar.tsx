import { Button, Card, CONDITIONS, media, styled, type Condition } from '@carmarket/shared-ui';
import { Checkbox, Field, Input, Select } from '@carmarket/shared-ui/widgets';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { conditionLabel } from './labels';
import {
  activeFilterCount,
  NO_FILTERS,
  RADII,
  searchFromFilters,
  SORTS,
  withZip,
  ZIP_PATTERN,
  type ListingFilters,
  type ListingSort,
  type Radius,
} from './filters';
import type { Facets } from '../../api/listing-types';
import { VehicleFilters } from './VehicleFilters';

// Phones: the form folds under a toggle so the cars start within the first screen; wider
// screens always show it (the toggle is hidden there).
const Toggle = styled(Button)`
  ${media.md} {
    display: none;
  }
`;
const Form = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  margin-top: ${({ $open, theme }) => ($open ? theme.space.md : 0)};
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr 1fr;
  align-items: end;
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.md} {
    display: grid;
    margin-top: 0;
    grid-template-columns: minmax(200px, 2fr) repeat(5, minmax(110px, 1fr));
    > :first-child {
      grid-column: auto;
    }
  }
`;
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    margin-right: auto;
  }
`;

/** What is typed but not applied yet; prices as text, so an empty box means "no bound". */
interface TypedText {
  q: string;
  minPrice: string;
  maxPrice: string;
  maxMonthly: string;
  zip: string;
}

/** The bar's unapplied state: the boxes' text and the choices picked since the last apply. */
interface Draft {
  typed: TypedText;
  chosen: Partial<ListingFilters>;
}

/** How long the bar waits after the last change before it applies: typing a word is one change, not one per key. */
export const APPLY_DELAY_MS = 400;

const priceText = (k: number | undefined) => (k === undefined ? '' : String(k));
const bound = (text: string) => (text.trim() === '' ? undefined : Number(text));

const draftFrom = (filters: ListingFilters, homeZip: string | undefined): Draft => ({
  typed: {
    q: filters.q,
    minPrice: priceText(filters.minPrice),
    maxPrice: priceText(filters.maxPrice),
    maxMonthly: priceText(filters.maxMonthly),
    zip: filters.zip ?? homeZip ?? '',
  },
  chosen: {},
});

/** The choices the applied filters do not hold yet (picked after the apply the URL shows). */
const pendingChoices = (chosen: Partial<ListingFilters>, filters: ListingFilters): Partial<ListingFilters> =>
  Object.fromEntries(
    Object.entries(chosen).filter(([key, value]) => filters[key as keyof ListingFilters] !== value),
  ) as Partial<ListingFilters>;

export interface FilterBarProps {
  /** The applied filters (from the URL). Key the bar with the home ZIP, so it fills the box once known. */
  filters: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  /** Facet counts for the applied filters (GET …/facets), shown beside each vehicle-fact choice. */
  facets?: Facets;
  /** The search page: the words are what is searched for, so Clear filters keeps them. */
  keepSearch?: boolean;
  /** The signed-in buyer's home ZIP (Settings): fills the ZIP box while the URL names none. */
  homeZip?: string;
}

/** What Clear filters leaves: nothing but the sort and the ZIP it is from (and, on the search page, the words). */
export const clearedFilters = (filters: ListingFilters, keepSearch = false): ListingFilters => ({
  ...NO_FILTERS,
  sort: filters.sort,
  q: keepSearch ? filters.q : '',
  ...(filters.zip && { zip: filters.zip }),
});

const NEEDS_ZIP = 'Enter your 5-digit ZIP code: distances are counted from it.';

/**
 * Search, price range, condition, sort, the vehicle facts (with facet counts) and available-only. Every control
 * applies the same way: live, a short pause after the last change, all that was typed and picked together. Enter
 * (or Apply) applies at once, as the header's search does; applying what is already applied reads the cars again.
 */
export function FilterBar({ filters, onApply, facets, keepSearch = false, homeZip }: FilterBarProps) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(filters, homeZip));
  const [monthlyError, setMonthlyError] = useState<string>();
  const [zipError, setZipError] = useState<string>();
  const [priceError, setPriceError] = useState<string>();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL is the one source of the filters. When it changes because this bar applied, what is typed stays
  // (the buyer may be typing on); any other change (Back, Clear filters, a suggestion) fills the bar from it.
  const sent = useRef<string>(undefined);
  const url = searchFromFilters(filters).toString();
  const [shown, setShown] = useState(url);
  if (url !== shown) {
    setShown(url);
    setDraft(
      url === sent.current ? { ...draft, chosen: pendingChoices(draft.chosen, filters) } : draftFrom(filters, homeZip),
    );
  }
  // A change waiting to apply is dropped when the URL moved on without it (Back, Clear filters).
  useEffect(() => {
    if (url !== sent.current) clearTimeout(timer.current);
  }, [url]);
  // A pause later, the bar applies onto the URL's filters as they are then, not as they were at the change.
  const applied = useRef(filters);
  applied.current = filters;
  const current: ListingFilters = { ...filters, ...draft.chosen };
  const active = activeFilterCount(filters);

  const apply = ({ typed, chosen }: Draft) => {
    clearTimeout(timer.current);
    const minPrice = bound(typed.minPrice);
    const maxPrice = bound(typed.maxPrice);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setPriceError('The highest price must not be below the lowest.');
      return;
    }
    setPriceError(undefined);
    const maxMonthly = bound(typed.maxMonthly);
    if (maxMonthly !== undefined && !(Number.isInteger(maxMonthly) && maxMonthly > 0)) {
      setMonthlyError('A monthly budget is whole dollars, more than 0.');
      return;
    }
    setMonthlyError(undefined);
    const zip = typed.zip.trim();
    // Picking a radius or nearest first needs a ZIP; emptying the box drops them (withZip).
    const wantsZip = chosen.radius !== undefined || chosen.sort === 'distance';
    if ((zip && !ZIP_PATTERN.test(zip)) || (!zip && wantsZip)) {
      setZipError(NEEDS_ZIP);
      return;
    }
    setZipError(undefined);
    const next = withZip(
      { ...applied.current, q: typed.q.trim(), minPrice, maxPrice, maxMonthly, ...chosen },
      zip || undefined,
    );
    sent.current = searchFromFilters(next).toString();
    onApply(next);
  };
  const change = (next: Draft) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), APPLY_DELAY_MS);
  };
  const type = (patch: Partial<TypedText>) => change({ ...draft, typed: { ...draft.typed, ...patch } });
  const choose = (patch: Partial<ListingFilters>) => change({ ...draft, chosen: { ...draft.chosen, ...patch } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    clearTimeout(timer.current);
    onApply(clearedFilters(filters, keepSearch));
  };
  const typed = draft.typed;

  return (
    <Card as="section" aria-label="Filter and sort cars">
      <Toggle variant="secondary" fullWidth aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
        {open ? 'Hide filters' : active ? `Filters and sort (${active} active)` : 'Filters and sort'}
      </Toggle>
      <Form id={formId} $open={open} role="search" onSubmit={submit}>
        <Field label="Search">
          <Input
            type="search"
            name="q"
            placeholder="Model, brand or city"
            maxLength={100}
            value={typed.q}
            onChange={(e) => type({ q: e.target.value })}
          />
        </Field>
        <Field label="Min price (k$)">
          <Input
            type="number"
            name="minPrice"
            inputMode="decimal"
            min={0}
            step="any"
            value={typed.minPrice}
            onChange={(e) => type({ minPrice: e.target.value })}
          />
        </Field>
        <Field label="Max price (k$)" error={priceError}>
          <Input
            type="number"
            name="maxPrice"
            inputMode="decimal"
            min={0}
            step="any"
            value={typed.maxPrice}
            onChange={(e) => type({ maxPrice: e.target.value })}
          />
        </Field>
        <Field label="Budget ($/mo)" error={monthlyError}>
          <Input
            type="number"
            name="maxMonthly"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 400"
            value={typed.maxMonthly}
            onChange={(e) => type({ maxMonthly: e.target.value })}
          />
        </Field>
        <Field label="ZIP code" error={zipError}>
          <Input
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 78701"
            value={typed.zip}
            onChange={(e) => type({ zip: e.target.value })}
          />
        </Field>
        <Field label="Distance">
          <Select
            name="radius"
            value={current.radius ?? ''}
            onChange={(e) => choose({ radius: e.target.value ? (Number(e.target.value) as Radius) : undefined })}
          >
            <option value="">Any distance</option>
            {RADII.map((r) => (
              <option key={r} value={r}>
                Within {r} mi
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Condition">
          <Select
            name="condition"
            value={current.condition ?? ''}
            onChange={(e) => choose({ condition: (e.target.value || undefined) as Condition | undefined })}
          >
            <option value="">Any</option>
            {CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {conditionLabel(c)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sort by">
          <Select name="sort" value={current.sort} onChange={(e) => choose({ sort: e.target.value as ListingSort })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <VehicleFilters filters={current} facets={facets} onChoose={choose} />
        <Actions>
          <Checkbox
            label="Available only"
            name="available"
            checked={current.available}
            onChange={(e) => choose({ available: e.target.checked })}
          />
          {activeFilterCount(filters) > activeFilterCount(clearedFilters(filters, keepSearch)) && (
            <Button variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          )}
          <Button type="submit">Apply</Button>
        </Actions>
      </Form>
    </Card>
  );
}
