import { theme, ThemeProvider } from '@carmarket/shared-ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar, clearedFilters } from './FilterBar';
import { filtersFromSearch, NO_FILTERS, searchFromFilters, type ListingFilters } from './filters';

/** The bar, unfolded (phones fold it under a toggle). */
async function renderBar(filters: ListingFilters = NO_FILTERS, homeZip?: string) {
  const onApply = jest.fn<void, [ListingFilters]>();
  render(
    <ThemeProvider theme={theme}>
      <FilterBar filters={filters} onApply={onApply} homeZip={homeZip} />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Filters and sort/ }));
  return onApply;
}
const applied = (onApply: jest.Mock) => searchFromFilters(onApply.mock.calls.at(-1)![0]).toString();

describe('the filter bar: ZIP code, distance and nearest first', () => {
  it('a typed ZIP and a picked radius apply together; the URL keeps both', async () => {
    const onApply = await renderBar();
    await userEvent.type(screen.getByLabelText('ZIP code'), '78701');
    await userEvent.selectOptions(screen.getByLabelText('Distance'), 'Within 50 mi');
    await waitFor(() => expect(applied(onApply)).toBe('zip=78701&radius=50'));
  });

  it('Nearest first is a sort choice that takes the typed ZIP', async () => {
    const onApply = await renderBar();
    await userEvent.type(screen.getByLabelText('ZIP code'), '98101');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Nearest first');
    await waitFor(() => expect(applied(onApply)).toBe('zip=98101&sort=distance'));
  });

  it('a radius or nearest first without a ZIP says what is missing and applies nothing', async () => {
    const onApply = await renderBar();
    await userEvent.selectOptions(screen.getByLabelText('Distance'), 'Within 25 mi');
    expect(await screen.findByText('Enter your 5-digit ZIP code: distances are counted from it.')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Nearest first');
    // Once a ZIP is typed, the choices waiting for it apply: that is the first and only apply.
    await userEvent.type(screen.getByLabelText('ZIP code'), '78701');
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(applied(onApply)).toBe('zip=78701&radius=25&sort=distance');
  });

  it('a ZIP that is not 5 digits is refused', async () => {
    const onApply = await renderBar();
    await userEvent.type(screen.getByLabelText('ZIP code'), '7870{Enter}');
    expect(screen.getByText('Enter your 5-digit ZIP code: distances are counted from it.')).toBeVisible();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("the buyer's home ZIP fills the box while the URL names none", async () => {
    await renderBar(NO_FILTERS, '78701');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('78701');
  });

  it("the URL's ZIP and radius win over the home ZIP", async () => {
    await renderBar(filtersFromSearch(new URLSearchParams('zip=98101&radius=100')), '78701');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('98101');
    expect(screen.getByLabelText('Distance')).toHaveValue('100');
  });

  it('emptying the ZIP drops the radius and nearest first with it', async () => {
    const onApply = await renderBar(
      filtersFromSearch(new URLSearchParams('zip=78701&radius=10&sort=distance&condition=good')),
    );
    await userEvent.clear(screen.getByLabelText('ZIP code'));
    await userEvent.type(screen.getByLabelText('ZIP code'), '{Enter}');
    expect(applied(onApply)).toBe('condition=good');
  });

  it('Clear filters keeps the ZIP (where the buyer is) but drops the radius', () => {
    const filters = filtersFromSearch(new URLSearchParams('zip=78701&radius=10&fuel=electric&sort=distance'));
    expect(searchFromFilters(clearedFilters(filters)).toString()).toBe('zip=78701&sort=distance');
  });

  it('a link with a radius or nearest first but no valid ZIP reads as neither', () => {
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams('radius=50&sort=distance'))).toString()).toBe('');
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams('zip=7870&radius=50'))).toString()).toBe('');
    expect(searchFromFilters(filtersFromSearch(new URLSearchParams('zip=78701&radius=30'))).toString()).toBe(
      'zip=78701',
    );
  });
});
