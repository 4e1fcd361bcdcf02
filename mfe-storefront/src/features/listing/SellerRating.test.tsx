import { render, screen } from '@testing-library/react';
import { theme, ThemeProvider, type ListingSellerView } from '@carmarket/shared-ui';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { SellerRating } from './SellerRating';

const seller: ListingSellerView = {
  _id: 's1',
  name: 'Sam Carter Motors',
  isVerified: true,
  memberSince: '2024-03-10T00:00:00.000Z',
  activeListings: 4,
  reviewCount: 0,
};

const renderRating = (extra: object) =>
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <SellerRating seller={{ ...seller, ...extra }} />
      </MemoryRouter>
    </ThemeProvider>,
  );

it("shows the seller's average and review count, linking to the seller page", () => {
  renderRating({ reviewCount: 3, reviewAverage: 4.3 });
  expect(screen.getByRole('img', { name: '4.3 of 5 stars' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '4.3 · 3 reviews' })).toHaveAttribute('href', '/seller/s1');
});

it('says one review in the singular', () => {
  renderRating({ reviewCount: 1, reviewAverage: 5 });
  expect(screen.getByRole('link', { name: '5.0 · 1 review' })).toBeInTheDocument();
});

it('says no reviews yet, still linking to the seller page, without a rating (or from an API that has none)', () => {
  renderRating({ reviewCount: 0 });
  expect(screen.getByText('No reviews yet ·')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "See the seller's page" })).toHaveAttribute('href', '/seller/s1');
  expect(screen.queryByRole('img')).toBeNull();
});
