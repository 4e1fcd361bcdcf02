// The price analysis view as the listing page and the seller's form show it: the rating with its
// work, the chart (real visx SVG) with this car marked, and the comparables as a table of links.
import type { PriceAnalysisView } from '@carmarket/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { renderWithProviders } from '../../../test/render';
import PriceAnalysis from './PriceAnalysis';

const points = [
  { listingId: '5eed000000000000000000a1', year: 2021, mileage: 21000, price: 31.5 },
  { listingId: '5eed000000000000000000a2', year: 2020, mileage: 38000, price: 28 },
  { listingId: '5eed000000000000000000a3', year: 2022, mileage: 12000, price: 34 },
  { listingId: '5eed000000000000000000a4', year: 2021, mileage: 30000, price: 29.9 },
  { listingId: '5eed000000000000000000a5', year: 2019, mileage: 52000, price: 25 },
  { listingId: '5eed000000000000000000a6', year: 2020, mileage: 44000, price: 27.2 },
];
const GOOD: PriceAnalysisView = {
  rating: { label: 'Good deal', expected: 30, low: 28.5, high: 31.5, comparables: 6, widened: false },
  car: { year: 2021, mileage: 26000, price: 27.6 },
  points,
};

function renderView(analysis: PriceAnalysisView, newTab = false) {
  renderWithProviders(
    <MemoryRouter>
      <PriceAnalysis analysis={analysis} openComparablesInNewTab={newTab} />
    </MemoryRouter>,
  );
}

it('shows the label, the expected range, the count and where this price lands', async () => {
  renderView(GOOD);
  expect(screen.getByText('Good deal', { selector: '[data-deal]' })).toBeInTheDocument();
  expect(screen.getByText('28.5 k$ – 31.5 k$')).toBeInTheDocument();
  expect(
    screen.getByText("6 comparable cars · this car's 27.6 k$ is 8 % below the expected price (30 k$)"),
  ).toBeInTheDocument();
  expect(screen.queryByText(/other models/)).toBeNull();
});

it('charts the comparables against mileage with this car marked, and says so to a screen reader', async () => {
  renderView(GOOD);
  const chart = await screen.findByRole('img', {
    name: 'Price against mileage of 6 comparable cars, from 25 k$ to 34 k$; this car: 27.6 k$ at 26,000 mi.',
  });
  expect(chart.querySelectorAll('[data-chart="comparables"] circle')).toHaveLength(6);
  expect(within(chart).getByText('This car')).toBeInTheDocument();
  // Cheaper cars sit lower: the 25 k$ car's dot is below the 34 k$ car's.
  const [, , newest, , cheapest] = [...chart.querySelectorAll('[data-chart="comparables"] circle')].map((c) =>
    Number(c.getAttribute('cy')),
  );
  expect(cheapest).toBeGreaterThan(newest);
});

it('lists every comparable car, each a link to its page (in a new tab from the seller form)', async () => {
  renderView(GOOD, true);
  await userEvent.click(screen.getByText('List the 6 comparable cars'));
  const table = screen.getByRole('table', { name: 'Comparable cars' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(6);
  expect(within(rows[0]).getByText('21,000 mi')).toBeInTheDocument();
  const link = within(rows[0]).getByRole('link', { name: 'View the 2021 car with 21,000 mi at 31.5 k$' });
  expect(link).toHaveAttribute('href', '/listing/5eed000000000000000000a1');
  expect(link).toHaveAttribute('target', '_blank');
});

it('shows a comparable that is no longer listed as such, not as a link to a page that is gone', async () => {
  renderView({ ...GOOD, points: [{ ...points[0], withdrawn: true }, ...points.slice(1)] });
  await userEvent.click(screen.getByText('List the 6 comparable cars'));
  const [gone, listed] = within(screen.getByRole('table', { name: 'Comparable cars' }))
    .getAllByRole('row')
    .slice(1);
  expect(within(gone).queryByRole('link')).toBeNull();
  expect(gone).toHaveTextContent('No longer listed');
  expect(within(listed).getByRole('link', { name: 'View the 2020 car with 38,000 mi at 28 k$' })).toHaveAttribute(
    'href',
    '/listing/5eed000000000000000000a2',
  );
});

it('explains the thresholds', async () => {
  renderView(GOOD);
  await userEvent.click(screen.getByText('How we rate a price'));
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual([
    'Great deal: 15 % or more below the expected price',
    'Good deal: 5 % to 15 % below',
    'Fair price: within 5 % either way',
    'High price: 5 % to 15 % above',
    'Overpriced: 15 % or more above',
  ]);
});

it('notes a rating widened to the brand', () => {
  renderView({ ...GOOD, rating: { ...GOOD.rating, widened: true } });
  expect(screen.getByText(/Too few cars of this model were listed/)).toBeInTheDocument();
});

it('says No rating, never a guess, below 5 comparables; no chart without points', () => {
  renderView({
    rating: { label: 'No rating', comparables: 3, widened: true },
    car: { year: 2021, mileage: 26000, price: 27.6 },
    points: points.slice(0, 3),
  });
  expect(screen.getByText('No rating', { selector: '[data-deal]' })).toBeInTheDocument();
  expect(screen.getByText('Not enough comparable cars to rate this price (5 needed).')).toBeInTheDocument();
  expect(screen.queryByText(/Expected price/)).toBeNull();
});

it('asks for the facts a rating needs when the car has none', () => {
  renderView({ rating: { label: 'No rating', comparables: 0, widened: false }, car: { price: 27.6 }, points: [] });
  expect(screen.getByText('A rating needs the model, year and mileage.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByText(/List the/)).toBeNull();
});
